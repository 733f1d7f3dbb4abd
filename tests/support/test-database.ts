import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '@/server/db/client';
import { adminQuery, databaseUrl } from './postgres-admin';

/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when the project runs
 * with TEST_DB=postgres, a new database on the DATABASE_URL server, dropped afterwards. Both
 * start from the database migrated once for the run (migrated-template.ts) when there is one.
 */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const dump = inject('pgliteDump');
    if (dump) return openPglite(undefined, { loadDataDir: new Blob([await readFile(dump)]) });
    const database = await openPglite(undefined);
    await database.migrate();
    return database;
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `underprint_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const database = openPostgres(databaseUrl(serverUrl, name), 5);
  if (!template) await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
