import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { googleSignInFailures, isGoogleSignInFailure } from '@/shared/rules/google-sign-in';
import { toast } from '@/web/components/ui/use-toast';

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
        description: googleSignInFailures[error],
      });
    } else if (linked) {
      toast({
        title: 'Google Linked',
        description: 'You can now sign in with Google or with your password.',
      });
    }
  }, [search, navigate, path, failureTitle]);
}
