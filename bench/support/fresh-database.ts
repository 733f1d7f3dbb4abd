import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '@/server/db/client';

export const BENCH_PG_URL =
  process.env.BENCH_PG_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, migrated database for one bench row: PGlite on disk, or a new PostgreSQL database. */
export async function openFreshDatabase(engine: 'pglite' | 'postgres') {
  if (engine === 'pglite') {
    const dir = await mkdtemp(path.join(tmpdir(), 'underprint-bench-'));
    const database = await openPglite(dir);
    await database.migrate();
    return {
      database,
      /** Where another process may open it once this one has closed it (PGlite's folder). */
      location: dir,
      dispose: async () => {
        // Already closed when another process took the folder (bench:load): PGlite then throws.
        await Promise.resolve()
          .then(() => database.close())
          .catch(() => undefined);
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `underprint_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(BENCH_PG_URL);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  await database.migrate();
  return {
    database,
    location: url.toString(),
    dispose: async () => {
      await database.close();
      // BENCH_KEEP_DB=1 leaves a seeded database behind to study its query plans.
      if (process.env.BENCH_KEEP_DB) console.log(`  kept ${url.toString()}`);
      else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
