import path from 'node:path';
import pino from 'pino';
import type { AppDeps } from './app';
import { ConfigError, parseConfig, type Config, type Role } from './config';
import type { Database } from './db/client';
import { FolderLockedError, lockFolder } from './db/folder-lock';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The durable queue on the app's own database: its pool on PostgreSQL, its instance on PGlite. */
async function startJobs(config: Config, database: Database) {
  const { startPgBossQueue } = await import('./jobs/pg-boss-queue');
  const log = pino({ level: config.logLevel }).child({ role: config.role });
  const store = config.databaseUrl
    ? { engine: 'postgres' as const, url: config.databaseUrl }
    : { engine: 'pglite' as const, client: database.pglite! };
  return startPgBossQueue({ store, works: config.role !== 'web', log });
}

/**
 * Runs the server from the environment until SIGTERM or SIGINT, in the role ROLE names
 * (ARCHITECTURE §7): all (the default, `npm start`), web, or worker (`npm run worker`). main.ts
 * calls it with nothing; the browser tests' entry (tests/e2e/support/recorded-ocr-main.ts)
 * hands it recorded OCR.
 */
export async function serve(deps: Pick<AppDeps, 'ocr'> = {}, options: { role?: Role } = {}) {
  let config;
  try {
    config = parseConfig(options.role ? { ...process.env, ROLE: options.role } : process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // PGlite takes no lock of its own: a second process on the folder would corrupt it.
  let unlock: (() => Promise<void>) | undefined;
  if (!config.databaseUrl) {
    try {
      unlock = await lockFolder(path.join(config.dataDir, 'db'));
    } catch (error) {
      if (error instanceof FolderLockedError) fail(error.message);
      throw error;
    }
  }

  // The app's modules load only now: a refused start (a bad variable, a folder in use) says so
  // at once instead of after seconds of loading what it will not run.
  const [{ buildApp }, { openDatabase }, { whileStarting }] = await Promise.all([
    import('./app'),
    import('./db/client'),
    import('./db/start-lock'),
  ]);
  const database = await openDatabase(config);
  const start = async () => {
    await database.migrate();
    const jobs = await startJobs(config, database);
    const app = await buildApp(config, { database, jobs, ...deps });
    // Jobs stop claiming at once and their runs under way finish (or are handed back) while
    // in-flight requests finish; the database closes after both.
    let jobsStopped: Promise<void> | undefined;
    app.addHook('preClose', async () => {
      jobsStopped = jobs.stop().catch((error: unknown) => {
        app.log.error({ err: error }, 'the job queue did not stop cleanly');
      });
    });
    app.addHook('onClose', () => jobsStopped ?? jobs.stop());
    app.addHook('onClose', () => database.close());
    if (unlock) app.addHook('onClose', unlock);
    return app;
  };
  const app = config.databaseUrl ? await whileStarting(config.databaseUrl, start) : await start();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A stuck request must not keep the process alive forever.
    setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, config.shutdownGraceMs).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const serves = config.role === 'worker' ? 'jobs; health and metrics only over HTTP' : 'HTTP';
  app.log.info(
    `Underprint (${config.role}: ${serves}) is running at ${config.publicUrl} (${database.engine})`,
  );
}
