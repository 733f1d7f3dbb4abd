import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { authApi } from '@/shared/contract/endpoints/auth';
import { platformApi } from '@/shared/contract/endpoints/platform';
import {
  currentUserQueryOptions,
  forgetSignedInUser,
} from '@/web/features/auth/api/get-current-user';
import { forgetActiveSteps } from '@/web/features/hunts/model/offline-steps';
import { forgetStoredEditor } from '@/web/features/hunts/model/stored-editor';
import { forgetKeptDrafts } from '@/web/features/message-form/model/kept-drafts';
import { forgetKeptSupportText } from '@/web/features/support/model/kept-ticket';
import { m } from '@/web/i18n/i18n';
import { apiUrl } from '@/web/lib/api-client';
import { atMost } from '@/web/lib/at-most';
import { endSessionInEveryTab } from '@/web/lib/session-ended';

/** How long the check that the server can be reached may take before signing out is refused. */
const REACH_TIMEOUT_MS = 5000;
/** How long leaving waits for the phone's copies to be deleted: a page load aborts the rest. */
const FORGET_TIMEOUT_MS = 3000;

/**
 * What this phone kept for the user (offline steps, started forms, tickets and replies being
 * written, the hunt being written) goes with them, and the browser's other tabs stop keeping
 * anything (the outbox stays: it is sent only when they sign in again). At sign-out, after the
 * account is deleted, and in a tab told of either by another. Settles once deleted, or after a
 * few seconds: awaited before the page is left, since leaving aborted the deletions under way
 * and the hidden message stayed.
 */
export function forgetUserOnThisPhone(
  queryClient: QueryClient,
  { tellOtherTabs = true } = {},
): Promise<void> {
  if (tellOtherTabs) endSessionInEveryTab();
  forgetSignedInUser();
  const user = queryClient.getQueryData(currentUserQueryOptions.queryKey);
  if (!user) return Promise.resolve();
  forgetKeptSupportText(user.id);
  const forgotten = Promise.all([
    forgetActiveSteps(user.id),
    forgetKeptDrafts(user.id),
    forgetStoredEditor(user.id),
  ]);
  return atMost(forgotten, FORGET_TIMEOUT_MS);
}

/**
 * Signing out is a browser navigation, not a fetch (SPEC 1): the server deletes the session,
 * clears the cookie and redirects to /login, and the full page load drops every cached query.
 * Offline that navigation can only fail, on the browser's own error page, after the phone had
 * forgotten the user while the session and its cookie stayed: back online, they were signed in
 * still. So the server is reached first, and without it nothing is forgotten and the user is told.
 * Queries still in flight are aborted: the server may end the session before it reads theirs.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    if (!(await serverReachable())) {
      // Loaded then: the header that holds this button is on every screen, and importing the
      // toasts here moved a shared chunk of dialog code into every screen's first load.
      const { toast } = await import('@/web/components/ui/use-toast');
      toast({
        variant: 'destructive',
        title: m.app_no_connection_title(),
        description: m.app_logout_offline_text(),
      });
      return;
    }
    void queryClient.cancelQueries();
    await forgetUserOnThisPhone(queryClient);
    endSessionOnServer();
  };
}

/** The server's sign-out, a browser navigation: it ends the session and redirects to /login. */
export function endSessionOnServer(): void {
  window.location.href = apiUrl(authApi.logout);
}

async function serverReachable(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    const response = await fetch(apiUrl(platformApi.health), {
      cache: 'no-store',
      signal: AbortSignal.timeout(REACH_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}
