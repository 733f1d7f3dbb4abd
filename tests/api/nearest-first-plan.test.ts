import { Placeholder, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '@/server/db/client';
import { walkingNearestFirst } from '@/server/db/photo-geo';
import { nearbyQuery } from '@/server/modules/photos/photos.repository';
import { localCandidatesQuery, missCandidatesQuery } from '@/server/modules/scan/scan.repository';
import { buildUser } from '../factories';
import { createTestDatabase } from '../support/test-database';

// A dense city: from about 2,000 messages in one square on the map PostgreSQL's own choice is a bitmap
// scan of the whole box and a sort (issue 22: 35 ms at 100 k against 1.5 ms walking). This is
// the size at which the unpinned query already takes the wrong plan, so the test can fail.
const CITY = { latitude: 48.86, longitude: 2.35 };
const MESSAGES = 3_000;

let database: Database;
let viewerId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const owner = await buildUser(database.db);
  viewerId = (await buildUser(database.db)).id;
  // Within ±3 km of the centre, bell-shaped like a real city (bench/nearby.ts seeds the same).
  await database.db.execute(sql`
    INSERT INTO photos (user_id, latitude, longitude, message_type, hidden_message, image_key,
                        thumbnail_key, max_scans, text_key, is_analyzed)
    SELECT ${owner.id},
           ${CITY.latitude} + (random() + random() + random() - 1.5) * 0.05,
           ${CITY.longitude} + (random() + random() + random() - 1.5) * 0.07,
           'text', 'plan', 'images/x.jpg', 'thumbnails/x.jpg', 5, 'planplanplanplan', true
    FROM generate_series(1, ${MESSAGES})`);
  await database.db.execute(sql`ANALYZE photos`);
});
afterAll(() => database.close());

/** Every named value of a query as a placeholder, as preparedWalk builds it. */
function placeholders<Key extends string>(...keys: Key[]): Record<Key, Placeholder> {
  const values = {} as Record<Key, Placeholder>;
  for (const key of keys) values[key] = sql.placeholder<string>(key);
  return values;
}

/** The plan of `build`'s query, explained exactly as the repository runs it. */
async function planOf(build: (tx: Db) => SQL | { getSQL(): SQL }): Promise<string> {
  const plan = await walkingNearestFirst(database.db, (tx) =>
    tx.execute(sql`EXPLAIN ${build(tx)}`),
  );
  return (plan as { rows: Array<Record<string, string>> }).rows
    .map((row) => Object.values(row).join(''))
    .join('\n');
}

function expectTheWalk(plan: string) {
  expect(plan).toMatch(/Index Scan using photos_map_idx on photos/);
  // On the point stored with each row, from the query's square and point computed once (an
  // InitPlan each): not the map point of every row read again (decision 036).
  // PostgreSQL 17 (PGlite) names an InitPlan's value `(InitPlan 5).col1`, 15 names it `$4`.
  const computedOnce = String.raw`(\(InitPlan \d+\)\.col1|\$\d+)`;
  expect(plan).toMatch(/InitPlan \d+/);
  expect(plan).toMatch(new RegExp(String.raw`Index Cond: \(map_point <@ ${computedOnce}\)`));
  expect(plan).toMatch(new RegExp(String.raw`Order By: \(map_point <-> ${computedOnce}\)`));
  expect(plan).not.toMatch(/asinh\(tan\(radians\(latitude\)\)\)/);
  expect(plan).not.toMatch(/ll_to_earth\(latitude, longitude\)/);
  expect(plan).not.toMatch(/Bitmap (Heap|Index) Scan/);
  expect(plan).not.toMatch(/Seq Scan on photos/);
  // Nearest first straight from the index: the box is never read whole and sorted.
  expect(plan).not.toMatch(/Sort Key/);
}

describe('nearest-first queries in a dense city (issue 22)', () => {
  const at = { viewerId: 0, ...CITY, limit: 100, side: 0 as const };

  it('nearby walks the GiST index nearest-first', async () => {
    expectTheWalk(await planOf((tx) => nearbyQuery(tx, { ...at, viewerId, radiusM: 5000 })));
  });

  it('local discovery walks it too', async () => {
    expectTheWalk(
      await planOf((tx) => localCandidatesQuery(tx, { ...at, viewerId, radiusM: 100, limit: 200 })),
    );
  });

  it("and so does a miss's explanation", async () => {
    expectTheWalk(
      await planOf((tx) =>
        missCandidatesQuery(tx, {
          ...at,
          viewerId,
          radiusM: 1000,
          discoveryRangeM: 100,
          limit: 200,
        }),
      ),
    );
  });

  // The app runs these prepared (preparedWalk); after five executions PostgreSQL may run a
  // generic plan, made without the values: forced here, each still walks.
  const preparedQueries = {
    nearby: () =>
      nearbyQuery(
        database.db,
        placeholders('viewerId', 'latitude', 'longitude', 'radiusM', 'limit', 'side'),
      ),
    'local discovery': () =>
      localCandidatesQuery(
        database.db,
        placeholders('viewerId', 'latitude', 'longitude', 'radiusM', 'limit', 'side'),
      ),
    'a miss': () =>
      missCandidatesQuery(
        database.db,
        placeholders(
          'viewerId',
          'latitude',
          'longitude',
          'radiusM',
          'discoveryRangeM',
          'limit',
          'side',
        ),
      ),
  };
  it.each(Object.keys(preparedQueries) as Array<keyof typeof preparedQueries>)(
    '%s prepared once walks too, with the plan PostgreSQL keeps for any parameters',
    async (name) => {
      const prepared = preparedQueries[name]().toSQL();
      const values: Record<string, number> = {
        ...at,
        viewerId,
        radiusM: 5000,
        discoveryRangeM: 100,
        limit: 100,
      };
      const args = prepared.params.map((param) =>
        sql.raw(String(param instanceof Placeholder ? values[param.name as string] : param)),
      );
      const plan = await database.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('enable_bitmapscan', 'off', true),
          set_config('enable_seqscan', 'off', true), set_config('plan_cache_mode', 'force_generic_plan', true)`);
        await tx.execute(sql`PREPARE walk_generic AS ${sql.raw(prepared.sql)}`);
        try {
          return await tx.execute(sql`EXPLAIN EXECUTE walk_generic(${sql.join(args, sql`, `)})`);
        } finally {
          await tx.execute(sql`DEALLOCATE walk_generic`);
        }
      });
      const text = (plan as { rows: Array<Record<string, string>> }).rows
        .map((row) => Object.values(row).join(''))
        .join('\n');
      expectTheWalk(text);
      // The plan is the generic one: the radius is a parameter in it, not the test's number.
      expect(text).toMatch(/sec_to_gc\(cube_distance\(.*\) <= \(\$\d+ \*/);
    },
  );

  it('leaves the planner as it was once the query is done', async () => {
    await walkingNearestFirst(database.db, (tx) => tx.execute(sql`SELECT 1`));
    const result = await database.db.execute(sql`SHOW enable_bitmapscan`);
    const rows = (result as { rows: Array<Record<string, string>> }).rows;
    expect(rows[0]?.enable_bitmapscan).toBe('on');
  });
});
