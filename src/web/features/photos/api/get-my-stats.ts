import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStats } from '@/shared/contract/photos';
import { fetchQueryKey } from '@/web/lib/query-client';

export const myStatsQueryOptions = queryOptions({
  queryKey: ['/api/photos/user/stats'],
  queryFn: fetchQueryKey<UserStats>,
});

export function useMyStats() {
  return useQuery(myStatsQueryOptions);
}
