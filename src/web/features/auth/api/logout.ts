import { useQueryClient } from '@tanstack/react-query';
import { authApi } from '@/shared/contract/auth';
import { forgetSignedInUser } from '@/web/features/auth/api/get-current-user';
import { apiUrl } from '@/web/lib/api-client';

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
    forgetSignedInUser();
    window.location.href = apiUrl(authApi.logout);
  };
}
