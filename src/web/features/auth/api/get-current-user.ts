import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@/shared/contract/auth';
import { fetchQueryKey } from '@/web/lib/query-client';

/** Any failure, 401 included, means "not signed in" (SPEC 6); the client never retries it. */
export const currentUserQueryOptions = queryOptions({
  queryKey: ['/api/auth/user'],
  queryFn: fetchQueryKey<CurrentUser>,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
