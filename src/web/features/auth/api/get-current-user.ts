import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@/shared/contract/auth';
import { apiQueryOptions } from '@/web/lib/query-client';

/** Any failure, 401 included, means "not signed in" (SPEC 6); the client never retries it. */
export const currentUserQueryOptions = queryOptions({
  ...apiQueryOptions(authApi.currentUser),
  // Each route guard mounts its own observer; without this every redirect of a signed-out
  // visitor would ask again. Signing in invalidates the query, which does ask again.
  retryOnMount: false,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
