import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Photo } from '@/shared/contract/photos';
import { apiRequest } from '@/web/lib/api-client';

export type NearbyPosition = { latitude: number; longitude: number };

/** Every nearby list, whatever the position: what a create or delete invalidates. */
export const nearbyPhotosBaseKey = ['/api/photos/nearby'] as const;

export function getNearbyPhotos(
  { latitude, longitude }: NearbyPosition,
  signal?: AbortSignal,
): Promise<Photo[]> {
  const query = new URLSearchParams({ lat: String(latitude), lng: String(longitude) });
  return apiRequest<Photo[]>('GET', `/api/photos/nearby?${query.toString()}`, undefined, {
    signal,
  });
}

/**
 * The one query whose path carries a query string, so it brings its own fetcher instead of the
 * key-path one. Unlike the rest of the app it refetches on mount and on window focus (SPEC 7):
 * others hide messages around the user all the time.
 */
export function nearbyPhotosQueryOptions(position: NearbyPosition) {
  return queryOptions({
    queryKey: [...nearbyPhotosBaseKey, position.latitude, position.longitude],
    queryFn: ({ signal }) => getNearbyPhotos(position, signal),
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
