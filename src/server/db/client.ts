import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { startPgliteWorker } from './pglite-worker';
import { poolRows } from './array-rows';
import { walkedRows, walkRows } from './pglite-walk';
import { registerWalkingDb, WALK_PLANNER_OPTIONS, WALK_SET_LOCAL } from './photo-geo';

/** Both engines speak the same dialect; services only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, for openPglite's `loadDataDir`. */
  dump?(): Promise<Blob>;
  /** PGlite only: the instance, which the job queue shares (jobs/pg-boss-queue.ts). */
  pglite?: PGlite;
  /** PostgreSQL only: the pool's connections, for /metrics. */
  poolUse?: () => { total: number; idle: number; waiting: number };
};

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PGlite in a folder (or in memory when dataDir is undefined), with the contrib extensions.
 * `loadDataDir` starts it from a dump (PGlite's dumpDataDir), as the tests do from one migrated
 * database instead of migrating one per file.
 */
export async function openPglite(
  dataDir: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? 'memory://', {
    extensions: { pg_trgm, cube, earthdistance },
    loadDataDir: options.loadDataDir,
  });
  // Without this the planner skips KNN index plans on PGlite (ARCHITECTURE §3).
  await client.exec('SET random_page_cost = 1.1');
  const db = drizzlePglite({ client }) as unknown as Db;
  registerWalkingDb(db, {
    rows: (statement, values) =>
      walkRows(client, WALK_SET_LOCAL, statement, values).then(walkedRows),
  });
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    pglite: client,
  };
}

/**
 * PGlite in a folder, owned by a worker thread so its queries leave the event loop free
 * (pglite-worker.ts, decision 029): what `npm start` runs. Tests keep openPglite, in-thread.
 */
export async function openPgliteWorker(dataDir: string): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const proxy = await startPgliteWorker(dataDir);
  const client = proxy as unknown as PGlite;
  const db = drizzlePglite({ client }) as unknown as Db;
  registerWalkingDb(db, {
    rows: (statement, values) => proxy.walk(WALK_SET_LOCAL, statement, values).then(walkedRows),
  });
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    // The job queue (pg-boss's PGlite backend) needs only query and exec, which the proxy has;
    // without listen it polls (decision 030).
    pglite: client,
  };
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Connections that only ever run nearest-first walks, their planner set for it once, when
  // they connect: each walk is then one round trip, not four (photo-geo.ts).
  const walkPool = new pg.Pool({
    connectionString: url,
    max: Math.max(2, Math.ceil(poolSize / 2)),
    options: WALK_PLANNER_OPTIONS,
  });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  walkPool.on('error', () => undefined);
  const db = drizzlePg({ client: pool }) as unknown as Db;
  registerWalkingDb(db, { db: drizzlePg({ client: walkPool }), rows: poolRows(walkPool) });
  return {
    db,
    engine: 'postgres',
    migrate: () => migratePg(drizzlePg({ client: pool }), { migrationsFolder }),
    close: () => Promise.all([pool.end(), walkPool.end()]).then(() => undefined),
    poolUse: () => ({
      total: pool.totalCount + walkPool.totalCount,
      idle: pool.idleCount + walkPool.idleCount,
      waiting: pool.waitingCount + walkPool.waitingCount,
    }),
  };
}

export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }) {
  return config.databaseUrl
    ? Promise.resolve(openPostgres(config.databaseUrl))
    : openPgliteWorker(path.join(config.dataDir, 'db'));
}
