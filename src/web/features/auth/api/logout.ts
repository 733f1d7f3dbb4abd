import { useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/shared/contract/endpoints/auth';
import {
  currentUserQueryOptions,
  forgetSignedInUser,
} from '@/web/features/auth/api/get-current-user';
import { forgetActiveSteps } from '@/web/features/hunts/model/offline-steps';
import { forgetStoredEditor } from '@/web/features/hunts/model/stored-editor';
import { apiUrl } from '@/web/lib/api-client';
import { forgetKeptDrafts } from '@/web/features/message-form/model/kept-drafts';

/**
 * Signing out is a browser navigation, not a fetch: the server deletes the session, clears the
 * cookie and redirects to /login, and the full page load drops every cached query with it.
 * Queries still in flight are aborted first: the server may end the session before it reads
 * theirs, and their 401s would only be noise in the console of a page that is going away.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.cancelQueries();
    // What this phone kept for the user (offline steps, started forms, the hunt being written)
    // goes with them (the outbox stays: it is sent only when they sign in again).
    forgetSignedInUser();
    const user = queryClient.getQueryData(currentUserQueryOptions.queryKey);
    if (user) {
      void forgetActiveSteps(user.id).catch(() => undefined);
      void forgetKeptDrafts(user.id).catch(() => undefined);
      void forgetStoredEditor(user.id).catch(() => undefined);
    }
    window.location.href = apiUrl(authApi.logout);
  };
}
