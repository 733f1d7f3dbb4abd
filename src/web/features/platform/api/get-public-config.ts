import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@/shared/contract/platform';
import { fetchQueryKey } from '@/web/lib/query-client';

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['/api/config'],
  queryFn: fetchQueryKey<PublicConfig>,
});

/** Installation facts needed before sign-in: the admin's nickname, whether Google is offered. */
export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
