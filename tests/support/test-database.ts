import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '@/server/db/client';
import { adminQuery, databaseUrl } from './postgres-admin';

/**
 * PGlite databases a finished test file gave back, emptied for the next file of this worker
 * (API files share their worker, isolate: false). Starting PGlite from the migrated dump costs
 * 0.6-1 s of CPU; emptying every table costs a few milliseconds. A file that needs two apps at
 * once gets two databases.
 */
const idlePglites: Database[] = [];

/** Every table of the app, emptied and its ids restarted: the migrated database as it was. */
async function emptied(database: Database): Promise<Database> {
  // Both drivers answer { rows }; drizzle's type for it is the driver's, unresolved here.
  const result: unknown = await database.db.execute(
    sql`SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
  );
  const { rows } = result as { rows: Array<{ name: string }> };
  if (rows.length > 0) {
    const tables = rows.map((row) => row.name).join(', ');
    await database.db.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));
  }
  return database;
}

async function pglite(): Promise<Database> {
  const idle = idlePglites.pop();
  const database = idle
    ? await emptied(idle)
    : await (async () => {
        const dump = inject('pgliteDump');
        if (dump) return openPglite(undefined, { loadDataDir: new Blob([await readFile(dump)]) });
        const fresh = await openPglite(undefined);
        await fresh.migrate();
        return fresh;
      })();
  let given = false;
  return {
    ...database,
    // Back to the worker's idle ones; the process's exit closes them.
    close() {
      if (!given) idlePglites.push(database);
      given = true;
      return Promise.resolve();
    },
  };
}

/**
 * A fresh, migrated database for one test file: PGlite in memory (emptied after an earlier
 * file of the worker, or started from the migrated dump), or, when the project runs
 * with TEST_DB=postgres, a new database on the DATABASE_URL server, dropped afterwards. Both
 * start from the database migrated once for the run (migrated-template.ts) when there is one.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres') return pglite();
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `underprint_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = databaseUrl(serverUrl, name);
  const database = openPostgres(url, 5);
  if (!template) await database.migrate();
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
