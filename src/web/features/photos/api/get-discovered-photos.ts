import { useQuery } from '@tanstack/react-query';
import { photosApi } from '@/shared/contract/endpoints/photos';
import { apiQueryOptions } from '@/web/lib/query-client';

/** 'Discovered by me': the messages the signed-in user found, with their secrets. */
export const discoveredPhotosQueryOptions = apiQueryOptions(photosApi.discovered);

export function useDiscoveredPhotos() {
  return useQuery(discoveredPhotosQueryOptions);
}
