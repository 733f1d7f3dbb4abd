import { useQuery } from '@tanstack/react-query';
import { photosApi } from '@/shared/contract/endpoints/photos';
import { apiQueryOptions } from '@/web/lib/query-client';

/** The signed-in user's own messages, secrets included. */
export const myPhotosQueryOptions = apiQueryOptions(photosApi.own);

export function useMyPhotos() {
  return useQuery(myPhotosQueryOptions);
}
