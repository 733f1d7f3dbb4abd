import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Photo } from '@/shared/contract/photos';
import { fetchQueryKey } from '@/web/lib/query-client';

/** Book and magazine messages, discoverable from anywhere. */
export const globalPhotosQueryOptions = queryOptions({
  queryKey: ['/api/photos/global'],
  queryFn: fetchQueryKey<Photo[]>,
});

export function useGlobalPhotos() {
  return useQuery(globalPhotosQueryOptions);
}
