import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/shared/contract/endpoints/auth';
import { apiQueryKey, request } from '@/web/lib/api-client';

/**
 * The signed-in user, or null for a visitor. Asked of /api/auth/session, which answers a
 * visitor with `{ user: null }` rather than a 401 the browser logs on every signed-out page.
 * Any failure still means "not signed in" (SPEC 6); the client never retries it.
 */
export const currentUserQueryOptions = queryOptions({
  queryKey: apiQueryKey(authApi.session),
  queryFn: async ({ signal }) => (await request(authApi.session, undefined, { signal })).user,
  // Each route guard mounts its own observer; without this every redirect of a signed-out
  // visitor would ask again. Signing in invalidates the query, which does ask again.
  retryOnMount: false,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
