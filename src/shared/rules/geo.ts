// Distances (SPEC §9): great-circle on a sphere of 6371 km.
export const EARTH_RADIUS_KM = 6371;
export const DISCOVERY_RANGE_M = 100;
export const NEARBY_RADIUS_KM = 5;
/**
 * A scan that matches a message this far away (but beyond the discovery range) says how far
 * and which way (issue 19, decision 011): a kilometre is a short walk, and farther than that
 * the finder is plainly in the wrong place.
 */
export const NEAR_MISS_RANGE_M = 1000;
/**
 * A near miss's distance is rounded to this: a fix may be off by up to 100 m (the accuracy a
 * scan may have) and is usually off by 10-30 m, so a 10 m figure would claim a precision the
 * position lacks, and coarse rings are what a scanner triangulating from several places
 * gets (decision 011).
 */
export const NEAR_MISS_STEP_M = 50;

export const COMPASS_POINTS = [
  'north',
  'north-east',
  'east',
  'south-east',
  'south',
  'south-west',
  'west',
  'north-west',
] as const;
export type CompassPoint = (typeof COMPASS_POINTS)[number];

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

/** The initial bearing from `a` to `b`, in degrees clockwise from north, 0 to 360. */
export function bearingDegrees(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLng = rad(b.longitude - a.longitude);
  const y = Math.sin(dLng) * Math.cos(rad(b.latitude));
  const x =
    Math.cos(rad(a.latitude)) * Math.sin(rad(b.latitude)) -
    Math.sin(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.cos(dLng);
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** The nearest of the eight compass points: each covers 45°, north from 337.5° to 22.5°. */
export function compassPoint(bearing: number): CompassPoint {
  const index = Math.round((((bearing % 360) + 360) % 360) / 45) % 8;
  return COMPASS_POINTS[index]!;
}

/** A near miss's distance as shown: to the nearest NEAR_MISS_STEP_M, never under that step. */
export function roundNearMiss(metres: number): number {
  return Math.max(NEAR_MISS_STEP_M, Math.round(metres / NEAR_MISS_STEP_M) * NEAR_MISS_STEP_M);
}

/** The location text sent on create: 'Location: lat, lng' with 6 decimals. */
export function locationText(latitude: number, longitude: number): string {
  return `Location: ${latitude.toFixed(6)}, ${longitude.toFixed(6)}`;
}

/** Coordinates as shown on screen: 4 decimals. */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
}
