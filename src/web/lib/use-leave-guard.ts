import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';

/** A same-origin link a plain click would follow, as a path; null for anything else. */
function inAppTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
  return path === here ? null : path;
}

/**
 * While `active` (unsaved changes), leaving asks first (issue 19, point 2): a reload or a
 * closed tab gets the browser's own prompt (`beforeunload`), and a link inside the app (the
 * bottom nav, any other) is held back until the user answers the screen's dialog: `blocked`
 * is where they were going, `leave()` goes there, `stay()` forgets it. Links are caught on
 * the document in the capture phase, before the router's own click handler sees them.
 * `unload: false` keeps only the in-app question, for a form that asks nothing of a reload.
 */
export function useLeaveGuard(active: boolean, { unload = true }: { unload?: boolean } = {}) {
  const [, navigate] = useLocation();
  const [blocked, setBlocked] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers still ask for a return value to show their prompt.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const target = inAppTarget(event);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      setBlocked(target);
    };
    if (unload) window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [active, unload]);

  const stay = useCallback(() => setBlocked(null), []);
  const leave = useCallback(() => {
    setBlocked(null);
    if (blocked) navigate(blocked);
  }, [blocked, navigate]);
  return { blocked, stay, leave };
}
