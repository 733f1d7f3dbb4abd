import { sql, type SQL } from 'drizzle-orm';
import { photos } from './schema/photos';

/**
 * The spatial part of nearby and discovery, one definition for both: local messages within
 * `radiusM` of a point, and the ordering that walks the `photos_earth_idx` GiST index
 * nearest-first. earth_box bounds the index scan; earth_distance trims the box's corners.
 */
export function nearPoint(latitude: number, longitude: number, radiusM: number) {
  const here = sql`ll_to_earth(${latitude}, ${longitude})`;
  const point = sql`ll_to_earth(${photos.latitude}, ${photos.longitude})`;
  const within: SQL = sql`NOT ${photos.isGlobal}
    AND earth_box(${here}, ${radiusM}) @> ${point}
    AND earth_distance(${point}, ${here}) <= ${radiusM}`;
  return {
    within,
    distanceM: sql<number>`earth_distance(${point}, ${here})`.mapWith(Number),
    nearestFirst: sql`${point} <-> ${here}`,
  };
}
