import { navigate, useBrowserLocation } from 'wouter/use-browser-location';
import { onDialogEntry } from '@/web/components/ui/use-close-on-back';

type NavigateOptions = Parameters<typeof navigate>[1];

/**
 * The router's navigation: from an open dialog's history entry ("Leave" in Unsaved Changes, a
 * link inside a dialog) the new screen replaces that entry instead of going on top of it. On
 * top, the entry stayed under the new screen, and Back from there came to the old screen with a
 * second entry of it still to go back through: one Back that did nothing (decision 038).
 */
function navigateOverDialogs(to: string, options?: NavigateOptions): void {
  navigate(to, { ...options, replace: (options?.replace ?? false) || onDialogEntry() });
}

/** The browser's location for wouter's Router, navigating with navigateOverDialogs. */
export function useDialogAwareLocation(
  options?: Parameters<typeof useBrowserLocation>[0],
): [string, typeof navigateOverDialogs] {
  const [location] = useBrowserLocation(options);
  return [location, navigateOverDialogs];
}
