import { useQuery } from '@tanstack/react-query';
import { photosApi } from '@/shared/contract/endpoints/photos';
import { apiQueryOptions } from '@/web/lib/query-client';

/** Book and magazine messages, discoverable from anywhere. */
export const globalPhotosQueryOptions = apiQueryOptions(photosApi.global);

export function useGlobalPhotos() {
  return useQuery(globalPhotosQueryOptions);
}
