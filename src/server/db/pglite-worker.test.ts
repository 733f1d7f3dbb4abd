import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteWorker, type Database } from './client';
import { isUniqueViolation } from './errors';
import { walkingOf } from './photo-geo';

// The database `npm start` opens: PGlite owned by a worker thread (decision 029).
let dir: string;
let database: Database;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'underprint-pglite-worker-'));
  database = await openPgliteWorker(dir);
  await database.migrate();
}, 120_000);
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}
const insertUser = (name: string) =>
  database.db.execute(
    sql`INSERT INTO users (nickname, nickname_key, password_hash) VALUES (${name}, ${name}, 'x')`,
  );

describe('PGlite on a worker thread', () => {
  it('runs a walk in one message: its settings inside its own transaction only', async () => {
    const walking = walkingOf(database.db);
    const statement = {
      name: 'walk_test',
      text: "SELECT current_setting('enable_bitmapscan'), now()",
    };
    const [inside] = (await walking.rows(statement, [])) as Array<[string, unknown]>;
    expect(inside?.[0]).toBe('off');
    // Timestamps stay text, as drizzle's columns expect them.
    expect(typeof inside?.[1]).toBe('string');
    const [after] = await rows<{ value: string }>(
      sql`SELECT current_setting('enable_bitmapscan') AS value`,
    );
    expect(after?.value).toBe('on');
  });

  it('answers queries with drizzle types as on the main thread (timestamps stay text)', async () => {
    const [row] = await rows<{ at: unknown; n: unknown }>(sql`SELECT now() AS at, 41 + 1 AS n`);
    expect(typeof row?.at).toBe('string');
    expect(row?.n).toBe(42);
  });

  it('commits a transaction and rolls one back, its statements on one connection', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`INSERT INTO users (nickname, nickname_key, password_hash) VALUES ('kept', 'kept', 'x')`,
      );
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(
          sql`INSERT INTO users (nickname, nickname_key, password_hash) VALUES ('gone', 'gone', 'x')`,
        );
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const names = await rows<{ nickname: string }>(
      sql`SELECT nickname FROM users WHERE nickname IN ('kept', 'gone')`,
    );
    expect(names.map((r) => r.nickname)).toEqual(['kept']);
  });

  it("keeps PostgreSQL's error fields: a duplicate is a unique violation", async () => {
    await insertUser('twice');
    const error = await insertUser('twice').then(
      () => null,
      (e: unknown) => e,
    );
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('leaves the event loop free while queries run: a timer fires before they are done', async () => {
    let lastDone = false;
    const heavy = Array.from({ length: 20 }, () =>
      rows(sql`SELECT sum(i) FROM generate_series(1, 200000) AS i`),
    );
    const all = Promise.all(heavy).then(() => (lastDone = true));
    const timerSawThemRunning = await new Promise<boolean>((resolve) =>
      setTimeout(() => resolve(!lastDone), 0),
    );
    await all;
    expect(timerSawThemRunning).toBe(true);
  });
});
