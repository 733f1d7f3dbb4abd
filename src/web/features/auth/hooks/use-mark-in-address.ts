import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * A mark a return from Google leaves in the address (`?name=value`): runs `onSeen` once for it,
 * after the address has dropped it (replaced with `path`), so a reload does not repeat it and a
 * dialog `onSeen` opens puts its history entry on top of the replaced one (decision 038). Left
 * in the address, the entry under the dialog's own opened it again at every Back.
 */
export function useMarkInAddress(
  mark: { name: string; value: string; path: string },
  onSeen: () => void,
): void {
  const search = useSearch();
  const [, navigate] = useLocation();
  const handled = useRef<string | null>(null);
  const callback = useRef(onSeen);
  // The latest callback, for the effect below (declared first, so it runs first).
  useEffect(() => {
    callback.current = onSeen;
  });
  const { name, value, path } = mark;

  useEffect(() => {
    if (new URLSearchParams(search).get(name) !== value) return;
    if (handled.current === search) return;
    handled.current = search;
    navigate(path, { replace: true });
    callback.current();
  }, [search, navigate, name, value, path]);
}
