import { queryOptions, useQuery } from '@tanstack/react-query';
import { photosApi } from '@/shared/contract/endpoints/photos';
import { apiQueryKey } from '@/web/lib/api-client';
import { apiQueryOptions } from '@/web/lib/query-client';

export type NearbyPosition = { latitude: number; longitude: number };

/** Every nearby list, whatever the position: what a create or delete invalidates. */
export const nearbyPhotosBaseKey = apiQueryKey(photosApi.nearby);

/**
 * Unlike the rest of the app it refetches on mount and on window focus (SPEC 7): others hide
 * messages around the user all the time.
 */
export function nearbyPhotosQueryOptions({ latitude, longitude }: NearbyPosition) {
  return queryOptions({
    ...apiQueryOptions(photosApi.nearby, { query: { lat: latitude, lng: longitude } }),
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
  });
}

/** Asks only once a position is known. */
export function useNearbyPhotos(position: NearbyPosition | null) {
  return useQuery({
    ...nearbyPhotosQueryOptions(position ?? { latitude: 0, longitude: 0 }),
    enabled: position !== null,
  });
}
