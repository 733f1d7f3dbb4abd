import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { prepareArrayRows, type FlatSelection, type RowsRunner } from './array-rows';
import { EARTH_RADIUS_KM } from '@/shared/rules/geo';
import type { Db } from './client';
import { mapQuery, otherSideOfTheMap, type MapSide } from './map-point';
import { photos } from './schema/photos';

/**
 * earthdistance measures on a sphere of earth() metres (6 378 168 by default), SPEC 9 on one of
 * 6 371 km: the same two points are 0.11 % farther apart in the database. Radii are scaled into
 * the database's metres and distances back, so "within 100 m" is the SPEC's 100 m (a message
 * 99.9 m away was missed before, decision 011).
 */
const databasePerSpecMetre = sql`(earth() / ${sql.raw(String(EARTH_RADIUS_KM * 1000))})`;

type Value = number | Placeholder;

/** A query's values, each a number or the like, or a placeholder for a prepared statement. */
export type Bindable<T> = { [K in keyof T]: T[K] | Placeholder };

/** A number of the query as SQL: a prepared statement's parameter is typed by the cast. */
const float = (value: Value) => sql`CAST(${value} AS double precision)`;

/**
 * The spatial part of nearby and discovery, one definition for all: local messages within
 * `radiusM` of a point, and the ordering that walks the `photos_map_idx` GiST index
 * nearest-first, on the map copy `side` (otherSideOfTheMap; 0 but near ±180°). A square on the
 * map bounds the index scan; earth_distance, on the earth, keeps the circle. The numbers may be
 * a prepared statement's parameters.
 */
export function nearPoint(latitude: Value, longitude: Value, radiusM: Value, side: Value = 0) {
  // Subqueries, so PostgreSQL computes the query's points once (an InitPlan each): written
  // inline, a prepared statement's generic plan computed them again for every row it read
  // (decision 036).
  const here = sql`(SELECT ll_to_earth(${float(latitude)}, ${float(longitude)}))`;
  const map = mapQuery(float(latitude), float(longitude), float(radiusM), float(side));
  const onMap = sql`(SELECT ${map.at})`;
  const square = sql`(SELECT box(at + point(-reach, -reach), at + point(reach, reach))
    FROM (SELECT ${map.at} AS at, ${map.reach} AS reach) AS query)`;
  // Stored with the row (photos.earth_point, photos.map_point).
  const point = photos.earthPoint;
  const radius = sql`${float(radiusM)} * ${databasePerSpecMetre}`;
  const within: SQL = sql`NOT ${photos.isGlobal}
    AND ${photos.mapPoint} <@ ${square}
    AND earth_distance(${point}, ${here}) <= ${radius}`;
  return {
    within,
    distanceM: sql<number>`earth_distance(${point}, ${here}) / ${databasePerSpecMetre}`.mapWith(
      Number,
    ),
    nearestFirst: sql`${photos.mapPoint} <-> ${onMap}`,
  };
}

/** A walk's query on one copy of the map (walkAroundTheMap). */
export type OnTheMap<Query> = Query & { side: MapSide };

/** Where a walk looks: around a place, within a radius, this many rows. */
type Around = { latitude: number; longitude: number; radiusM: number; limit: number };

/**
 * Runs `walk` on the map copy the place is on and, when its circle crosses ±180°, on the other
 * copy too (otherSideOfTheMap), and answers the `limit` rows nearest on the earth, nearest
 * first. The map's order is the earth's to within its scale's change across the circle (0.14 %
 * of the distance at 60° and 5 km): sorted again here, what a list shows is in the earth's
 * order exactly.
 */
export async function walkAroundTheMap<Row extends { id: number }>(
  query: Around,
  walk: (side: MapSide) => Promise<Row[]>,
  distanceM: (row: Row) => number,
): Promise<Row[]> {
  const other = otherSideOfTheMap(query.latitude, query.longitude, query.radiusM);
  let rows = await walk(0);
  if (other !== 0) {
    // Near a pole one square can reach over both edges and the copies share rows.
    const seen = new Set(rows.map((row) => row.id));
    rows = [...rows, ...(await walk(other)).filter((row) => !seen.has(row.id))];
  }
  const distances = new Map(rows.map((row) => [row, distanceM(row)]));
  return rows.sort((a, b) => distances.get(a)! - distances.get(b)!).slice(0, query.limit);
}

/**
 * A prepared walk (preparedWalk) run around the map (walkAroundTheMap): what nearby, a scan's
 * candidates and a miss's explanation run. `keys` names the query's values but `side`, which
 * the walk around the map sets; `distanceM` is a row's distance on the earth from the query's
 * place, by which the rows of both copies are merged.
 */
export function preparedWalkAround<
  Query extends Around & Record<string, unknown>,
  Row extends { id: number },
>(
  name: string,
  keys: ReadonlyArray<keyof Query & string>,
  build: WalkBuilder<OnTheMap<Query>>,
  distanceM: (row: Row, query: Query) => number,
): (db: Db, query: Query) => Promise<Row[]> {
  const walk = preparedWalk<OnTheMap<Query>, Row>(name, [...keys, 'side'], build);
  return (db, query) =>
    walkAroundTheMap(
      query,
      (side) => walk(db, { ...query, side }),
      (row) => distanceM(row, query),
    );
}

/** What a walk changes in the planner: bitmap and sequential scans priced out (see below). */
const WALK_SETTINGS = [
  ['enable_bitmapscan', 'off'],
  ['enable_seqscan', 'off'],
] as const;

/** The settings for connections that run nothing but walks (`openPostgres`). */
export const WALK_PLANNER_OPTIONS = WALK_SETTINGS.map(
  ([name, value]) => `-c ${name}=${value}`,
).join(' ');

/** The settings for one transaction, in one statement: set_config(..., true) is SET LOCAL. */
export const WALK_SETTINGS_SQL = `SELECT ${WALK_SETTINGS.map(
  ([name, value]) => `set_config('${name}', '${value}', true)`,
).join(', ')}`;

/** The same, a statement each, for PGlite's prepared walk (pglite-walk.ts). */
export const WALK_SET_LOCAL = WALK_SETTINGS.map(([name, value]) => `SET LOCAL ${name} = ${value}`);

/**
 * How an engine runs walks. `rows` runs one walk and answers its rows as arrays, in one round
 * trip: on PostgreSQL on connections opened with WALK_PLANNER_OPTIONS, on PGlite in a
 * transaction of its own after WALK_SET_LOCAL (pglite-walk.ts, inside PGlite's worker thread
 * when it has one). `db` is drizzle on those PostgreSQL connections; PGlite has none.
 */
export type Walking = { db?: Db; rows: RowsRunner };

const walkingDbs = new WeakMap<Db, Walking>();

/** How `db`'s engine runs walks: every open* function of client.ts registers it. */
export function registerWalkingDb(db: Db, walking: Walking): void {
  walkingDbs.set(db, walking);
}

/** How `db`'s engine runs walks (preparedWalk). `db` is an opened database, not a transaction. */
export function walkingOf(db: Db): Walking {
  const walking = walkingDbs.get(db);
  if (!walking) throw new Error('walkingOf: a database opened by client.ts is needed');
  return walking;
}

/** Builds a walk's query on placeholders, and says what it selects (preparedWalk). */
type WalkBuilder<Query> = (
  db: Db,
  values: Bindable<Query>,
) => { query: { toSQL(): { sql: string; params: unknown[] } }; selection: FlatSelection };

/**
 * A nearest-first query built once per engine, its values placeholders, and run as the engine
 * runs walks (`Walking.rows`): prepared as `name` on PostgreSQL's walking connections, parsed
 * once on PGlite and run there in one call (pglite-walk.ts), its rows decoded by the
 * selection's own decoders (array-rows.ts). Each run then skips building the SQL, the
 * database its parsing, and the server drizzle's per-value mapping. `build` must select exactly
 * `selection`, a flat one; `keys` names every value of the query.
 */
export function preparedWalk<Query extends Record<string, unknown>, Row>(
  name: string,
  keys: ReadonlyArray<keyof Query & string>,
  build: WalkBuilder<Query>,
): (db: Db, query: Query) => Promise<Row[]> {
  const placeholders = Object.fromEntries(
    keys.map((key) => [key, sql.placeholder(key)]),
  ) as Bindable<Query>;
  const statements = new WeakMap<Walking, (values: Query) => Promise<Row[]>>();
  return (db, query) => {
    const walking = walkingOf(db);
    let run = statements.get(walking);
    if (!run) {
      // Built with any drizzle database of the engine: only its SQL text is kept.
      const { query: built, selection } = build(walking.db ?? db, placeholders);
      run = prepareArrayRows<Row>(walking.rows, name, built, selection);
      statements.set(walking, run);
    }
    return run(query);
  };
}

/**
 * Runs a nearest-first query (built on `tx`) with the index walk as its only plan. Estimating
 * the rows in a square on the map is beyond PostgreSQL's statistics: in a dense cluster it
 * expects 100 and gets thousands, and from about 2,000 messages in one city it picks a bitmap
 * scan of the whole square, then sorts it (35 ms at 100 k on PostgreSQL, 1.5 ms walking; issue
 * 22). The walk reads `limit` rows whatever the density, so bitmap and sequential scans are
 * priced out for this statement only: `set_config(..., true)` is SET LOCAL, undone when the
 * transaction ends.
 * Callers must not already be in a transaction, or the settings would outlive the query.
 * The app's walks run prepared (preparedWalk, under the same settings); this runs a query built
 * on the spot, with its values: the plan tests' EXPLAIN, the reference the prepared walks are
 * compared with, and bench:nearby.
 */
export async function walkingNearestFirst<T>(db: Db, run: (tx: Db) => PromiseLike<T>): Promise<T> {
  // On PostgreSQL the connections kept for walks are set so already: one round trip, where a
  // transaction takes four (BEGIN, the settings, the query, COMMIT), and under load their
  // socket writes were a third of the server's time (bench:load with LOAD_PROFILE).
  const walking = walkingDbs.get(db)?.db;
  if (walking) return run(walking);
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(WALK_SETTINGS_SQL));
    return run(tx);
  });
}
