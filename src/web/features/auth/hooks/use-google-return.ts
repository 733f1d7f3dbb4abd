import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isGoogleSignInFailure, type GoogleSignInFailure } from '@/shared/rules/google-sign-in';
import { toast } from '@/web/components/ui/use-toast';
import { m } from '@/web/i18n/i18n';

/** The words for a failure code, from the catalog in the language in use. */
export function googleFailureText(code: GoogleSignInFailure): string {
  const texts: Record<GoogleSignInFailure, () => string> = {
    denied: m.auth_google_failure_denied,
    mismatch: m.auth_google_failure_mismatch,
    expired: m.auth_google_failure_expired,
    unavailable: m.auth_google_failure_unavailable,
    email_taken: m.auth_google_failure_email_taken,
    device_taken: m.auth_google_failure_device_taken,
    no_device: m.auth_google_failure_no_device,
    already_linked: m.auth_google_failure_already_linked,
    other_linked: m.auth_google_failure_other_linked,
    not_yours: m.auth_google_failure_not_yours,
  };
  return texts[code]();
}

/**
 * The server sends a Google sign-in or link that did not happen back with
 * ?googleError=<reason> (and a link that did with ?googleLinked=1): say so in the person's
 * words, then drop the parameter so a reload does not repeat it. Unknown reasons are ignored:
 * the words come from our list, never from the URL.
 */
export function useGoogleReturn(path: string, failureTitle: string): void {
  const search = useSearch();
  const [, navigate] = useLocation();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const error = params.get('googleError');
    const linked = params.get('googleLinked');
    if ((!error && !linked) || handled.current === search) return;
    handled.current = search;
    navigate(path, { replace: true });
    if (isGoogleSignInFailure(error)) {
      toast({
        variant: 'destructive',
        title: failureTitle,
        description: googleFailureText(error),
      });
    } else if (linked) {
      toast({
        title: m.auth_google_linked_title(),
        description: m.auth_google_linked_description(),
      });
    }
  }, [search, navigate, path, failureTitle]);
}
