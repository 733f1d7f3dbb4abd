import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { EARTH_RADIUS_KM } from '@/shared/rules/geo';

/**
 * The radius of the sphere the map is drawn on, in its own units: metres at the equator.
 * Written into the stored column's expression (migration 0029): changing it means a migration.
 */
export const MAP_RADIUS = 6_371_000;

type Degrees = AnyPgColumn | SQL;

/**
 * A place on a Mercator map, as PostgreSQL's `point`: x = R·λ, y = R·asinh(tan φ). Mercator is
 * conformal: around any place, distances on the map are distances on the earth times one
 * factor (sec φ) the same in every direction, so the map's nearest-first order is the earth's
 * within a few kilometres (decision 036, session 24). asinh(tan φ) is ln(tan(π/4 + φ/2)), finite
 * at the poles. Global messages (no place) have none.
 */
export function mapPoint(latitude: Degrees, longitude: Degrees): SQL {
  const radius = sql.raw(String(MAP_RADIUS));
  return sql`point(${radius} * radians(${longitude}), ${radius} * asinh(tan(radians(${latitude}))))`;
}

const SPEC_RADIUS_M = EARTH_RADIUS_KM * 1000;
/** A margin over the bound: a circle is not quite a square on the map, and floats round. */
const SLACK = 1.01;
/** Past this latitude a circle's reach is the whole map: sec φ grows without bound. */
const LAST_LATITUDE = 89.999;

/**
 * Half the side of a square on the map that holds every place within `radiusM` (SPEC metres,
 * on a sphere of EARTH_RADIUS_KM) of a place at `latitude`: the circle's angle times the map's
 * largest scale inside it, sec of the latitude farthest from the equator it reaches. The same
 * formula as mapQuery's SQL below.
 */
export function mapReach(latitude: number, radiusM: number): number {
  const angle = radiusM / SPEC_RADIUS_M;
  const farthest = Math.min(LAST_LATITUDE, Math.abs(latitude) + (angle * 180) / Math.PI);
  return (angle * MAP_RADIUS * SLACK) / Math.cos((farthest * Math.PI) / 180);
}

/** Which way the map's other copy lies, when a circle runs off one edge (±180°) only. */
export type MapSide = -1 | 0 | 1;

const HALF_WIDTH = Math.PI * MAP_RADIUS;

/**
 * The map ends at ±180°, the earth does not: a circle that crosses the antimeridian (Fiji,
 * Chukotka, the Aleutians) also holds places on the map's other edge. Its walk is then run
 * again with the place moved by the map's width (-1: to the left of the west edge, 1: right of
 * the east one). A reach past both edges holds the whole width already.
 */
export function otherSideOfTheMap(latitude: number, longitude: number, radiusM: number): MapSide {
  const x = (MAP_RADIUS * longitude * Math.PI) / 180;
  const reach = mapReach(latitude, radiusM);
  const pastEast = x + reach > HALF_WIDTH;
  const pastWest = x - reach < -HALF_WIDTH;
  if (pastEast && !pastWest) return -1;
  if (pastWest && !pastEast) return 1;
  return 0;
}

/**
 * mapPoint and mapReach of a query's place, as SQL on its values (numbers or a prepared
 * statement's parameters), the place moved by `side` map widths.
 */
export function mapQuery(latitude: SQL, longitude: SQL, radiusM: SQL, side: SQL) {
  const at = sql`(${mapPoint(latitude, longitude)} + point(${side} * ${sql.raw(String(2 * HALF_WIDTH))}, 0))`;
  const angle = sql`(${radiusM} / ${sql.raw(String(SPEC_RADIUS_M))})`;
  const farthest = sql`least(${sql.raw(String(LAST_LATITUDE))}, abs(${latitude}) + degrees(${angle}))`;
  const reach = sql`(${angle} * ${sql.raw(String(MAP_RADIUS * SLACK))} / cos(radians(${farthest})))`;
  return { at, reach };
}
