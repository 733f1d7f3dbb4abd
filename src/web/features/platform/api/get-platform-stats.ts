import { queryOptions, useQuery } from '@tanstack/react-query';
import { platformApi } from '@/shared/contract/endpoints/platform';
import { apiQueryOptions } from '@/web/lib/query-client';

const REFRESH_INTERVAL_MS = 30_000;

export const platformStatsQueryOptions = queryOptions({
  ...apiQueryOptions(platformApi.stats),
  // The one query that polls (SPEC 7): the home screen's live user and giveaway totals.
  refetchInterval: REFRESH_INTERVAL_MS,
});

export function usePlatformStats() {
  return useQuery(platformStatsQueryOptions);
}
