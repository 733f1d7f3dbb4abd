import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Photo } from '@/shared/contract/photos';
import { fetchQueryKey } from '@/web/lib/query-client';

/** The signed-in user's own messages, secrets included. */
export const myPhotosQueryOptions = queryOptions({
  queryKey: ['/api/photos/user'],
  queryFn: fetchQueryKey<Photo[]>,
});

export function useMyPhotos() {
  return useQuery(myPhotosQueryOptions);
}
