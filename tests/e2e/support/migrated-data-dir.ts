// Vitest globalSetup of the browser tests: PGlite's first start in an empty folder (its initdb)
// takes 10-17 s on these machines, once per server, and every test file starts a server. So one
// folder is created and migrated per run, and each server starts on a copy of it (server.ts), as
// `npm start` does on its second start. The copy holds the job queue's schema as well. harness.test.ts keeps one server on an empty DATA_DIR,
// the first start a new user makes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pino from 'pino';
import { openPglite } from '@/server/db/client';
import { startPgBossQueue } from '@/server/jobs/pg-boss-queue';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory for the e2e servers to copy. */
    e2eDatabaseTemplate?: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'underprint-e2e-template-'));
  const database = await openPglite(path.join(folder, 'db'));
  try {
    await database.migrate();
    // The job queue's schema too (decision 030): installing it is seconds of every first start.
    const jobs = await startPgBossQueue({
      store: { engine: 'pglite', client: database.pglite! },
      works: false,
      log: pino({ level: 'silent' }),
    });
    await jobs.stop();
  } finally {
    await database.close();
  }
  project.provide('e2eDatabaseTemplate', path.join(folder, 'db'));
  return () => rm(folder, { recursive: true, force: true });
}
