import { queryOptions, useQuery } from '@tanstack/react-query';
import { photosApi } from '@/shared/contract/endpoints/photos';
import { apiQueryKey, callApi } from '@/web/lib/api-client';

/**
 * What the public share page may show. Any failure reads 'Photo not found' (SPEC 7): a visitor
 * gains nothing from knowing whether the id was bad, deleted or the network failed.
 */
export function sharedPhotoQueryOptions(photoId: string) {
  const input = { params: { id: photoId } };
  return queryOptions({
    queryKey: apiQueryKey(photosApi.shared, input),
    queryFn: async ({ signal }) => {
      try {
        return await callApi(photosApi.shared, input, { signal });
      } catch {
        throw new Error('Photo not found');
      }
    },
  });
}

export function useSharedPhoto(photoId: string) {
  return useQuery(sharedPhotoQueryOptions(photoId));
}
