import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryFunctionContext } from '@tanstack/react-query';
import type { SharedPhoto } from '@/shared/contract/photos';
import { fetchQueryKey } from '@/web/lib/query-client';

/**
 * What the public share page may show. Any failure reads 'Photo not found' (SPEC 7): a visitor
 * gains nothing from knowing whether the id was bad, deleted or the network failed.
 */
export async function getSharedPhoto(context: QueryFunctionContext): Promise<SharedPhoto> {
  try {
    return await fetchQueryKey<SharedPhoto>(context);
  } catch {
    throw new Error('Photo not found');
  }
}

export function sharedPhotoQueryOptions(photoId: string) {
  return queryOptions({
    queryKey: ['/api/photos/shared', encodeURIComponent(photoId)],
    queryFn: getSharedPhoto,
  });
}

export function useSharedPhoto(photoId: string) {
  return useQuery(sharedPhotoQueryOptions(photoId));
}
