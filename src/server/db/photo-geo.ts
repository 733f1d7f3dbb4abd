import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { prepareArrayRows, type FlatSelection, type RowsRunner } from './array-rows';
import { EARTH_RADIUS_KM } from '@/shared/rules/geo';
import type { Db } from './client';
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

/**
 * The spatial part of nearby and discovery, one definition for both: local messages within
 * `radiusM` of a point, and the ordering that walks the `photos_earth_idx` GiST index
 * nearest-first. earth_box bounds the index scan; earth_distance trims the box's corners. The
 * numbers may be a prepared statement's parameters.
 */
export function nearPoint(latitude: Value, longitude: Value, radiusM: Value) {
  // A subquery, so PostgreSQL computes the point once per query (an InitPlan): written inline,
  // a prepared statement's generic plan computed it again for every row it read (decision 036).
  const here = sql`(SELECT ll_to_earth(${latitude}, ${longitude}))`;
  // Stored with the row (photos.earth_point), the column the GiST index holds.
  const point = photos.earthPoint;
  const radius = sql`${radiusM} * ${databasePerSpecMetre}`;
  const within: SQL = sql`NOT ${photos.isGlobal}
    AND earth_box(${here}, ${radius}) @> ${point}
    AND earth_distance(${point}, ${here}) <= ${radius}`;
  return {
    within,
    distanceM: sql<number>`earth_distance(${point}, ${here}) / ${databasePerSpecMetre}`.mapWith(
      Number,
    ),
    nearestFirst: sql`${point} <-> ${here}`,
  };
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
  build: (
    db: Db,
    values: Bindable<Query>,
  ) => { query: { toSQL(): { sql: string; params: unknown[] } }; selection: FlatSelection },
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
 * the rows in an earth_box is beyond PostgreSQL's statistics: in a dense cluster it expects 100
 * and gets thousands, and from about 2,000 messages in one city it picks a bitmap scan of the
 * whole box, then sorts it (35 ms at 100 k on PostgreSQL, 1.5 ms walking; issue 22). The walk
 * reads `limit` rows whatever the density, so bitmap and sequential scans are priced out for
 * this statement only: `set_config(..., true)` is SET LOCAL, undone when the transaction ends.
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
