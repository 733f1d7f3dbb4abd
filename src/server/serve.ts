import { buildApp, type AppDeps } from './app';
import { ConfigError, parseConfig } from './config';
import { openDatabase } from './db/client';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Runs the server from the environment until SIGTERM or SIGINT. main.ts calls it with nothing;
 * the browser tests' entry (tests/e2e/support/recorded-ocr-main.ts) hands it recorded OCR.
 */
export async function serve(deps: Pick<AppDeps, 'ocr'> = {}) {
  let config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp(config, { database, ...deps });
  app.addHook('onClose', () => database.close());

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // A stuck request must not keep the process alive forever.
    setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
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
  app.log.info(`Underprint is running at ${config.publicUrl} (${database.engine})`);
}
