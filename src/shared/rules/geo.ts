// Distances (SPEC §9): great-circle on a sphere of 6371 km.
export const EARTH_RADIUS_KM = 6371;
export const DISCOVERY_RANGE_M = 100;
export const NEARBY_RADIUS_KM = 5;

export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * 'Very close (< 100m)' under 0.1 km; metres under 1 km; one decimal under 10 km; else whole km.
 * Metres are rounded before the unit is chosen, so 999.6 m reads '1.0km', never '1000m'.
 */
export function formatDistance(km: number): string {
  if (km < 0.1) return 'Very close (< 100m)';
  const metres = Math.round(km * 1000);
  if (metres < 1000) return `${metres}m`;
  if (km < 10) return `${km.toFixed(1)}km`;
  return `${Math.round(km)}km`;
}

/** The location text sent on create: 'Location: lat, lng' with 6 decimals. */
export function locationText(latitude: number, longitude: number): string {
  return `Location: ${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}

/** Coordinates as shown on screen: 4 decimals. */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
}
