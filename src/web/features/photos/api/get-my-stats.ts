import { useQuery } from '@tanstack/react-query';
import { photosApi } from '@/shared/contract/endpoints/photos';
import { apiQueryOptions } from '@/web/lib/query-client';

export const myStatsQueryOptions = apiQueryOptions(photosApi.stats);

export function useMyStats() {
  return useQuery(myStatsQueryOptions);
}
