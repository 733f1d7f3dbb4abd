// Vitest globalSetup of the API projects: the migrations run once per run, not once per test
// file. PGlite: one database is migrated and its data directory dumped to a file that every
// test file's database starts from. PostgreSQL: one template database is migrated and every test
// file's database is created from it (CREATE DATABASE ... TEMPLATE). test-database.ts reads what
// this provides and migrates a database of its own when it is run without it.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '@/server/db/client';
import { adminQuery, databaseUrl } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the migrated PGlite data directory (PGlite's dumpDataDir). */
    pgliteDump?: string;
    /** A migrated database on DATABASE_URL's server to create test databases from. */
    postgresTemplate?: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') return setupPostgres(project);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const database = await openPglite(undefined);
  await database.migrate();
  const dump = await database.dump!();
  await database.close();
  const folder = await mkdtemp(path.join(tmpdir(), 'underprint-pglite-template-'));
  const file = path.join(folder, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return () => rm(folder, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const name = `underprint_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const database = openPostgres(databaseUrl(serverUrl, name), 1);
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
