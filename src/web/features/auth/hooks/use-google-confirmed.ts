import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ReauthPurpose } from '@/shared/rules/google-sign-in';

/**
 * A confirmation with Google comes back to My Space with ?googleConfirmed=<purpose>: runs
 * `onConfirmed` once for this purpose (the dialog that asked reopens), then drops the
 * parameter so a reload does not repeat it.
 */
export function useGoogleConfirmed(purpose: ReauthPurpose, onConfirmed: () => void): void {
  const search = useSearch();
  const [, navigate] = useLocation();
  const handled = useRef<string | null>(null);
  const callback = useRef(onConfirmed);
  // The latest callback, for the effect below (declared first, so it runs first).
  useEffect(() => {
    callback.current = onConfirmed;
  });

  useEffect(() => {
    if (new URLSearchParams(search).get('googleConfirmed') !== purpose) return;
    if (handled.current === search) return;
    handled.current = search;
    navigate('/my-space', { replace: true });
    callback.current();
  }, [search, navigate, purpose]);
}
