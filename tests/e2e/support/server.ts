// Starts the real server (`node --import tsx src/server/main.ts`) as a child process on a free
// port, with its own DATA_DIR and the embedded PGlite database (a copy of the run's migrated one,
// migrated-data-dir.ts, unless a file asks for an empty one), exactly as `npm start` runs it
// after the build. Browser tests talk to it over HTTP; nothing is mocked, except that OCR
// answers from recordings of the real engine unless a file asks for live OCR (recorded-ocr-main.ts,
// docs/decisions/009-recorded-ocr-in-tests.md). E2E_OCR=live runs every file on live OCR.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const ADMIN_NICKNAME = 'admin';
export const ADMIN_PASSWORD = 'admin-e2e-password';

// An empty DATA_DIR (harness.test.ts) runs PGlite's initdb first: 10-17 s alone, far more when busy.
const HEALTH_TIMEOUT_MS = 100_000;
const STOP_TIMEOUT_MS = 15_000;
const OUTPUT_LIMIT = 200_000;

export type TestServer = {
  baseURL: string;
  port: number;
  dataDir: string;
  admin: { nickname: string; password: string };
  /** Everything the child wrote to stdout and stderr so far (the last 200 kB). */
  output: () => string;
  stop: () => Promise<void>;
};

export type StartServerOptions = {
  /** Extra or overriding environment variables for the server process. */
  env?: Record<string, string>;
  /** A port chosen in advance (from findFreePort), when something must know the URL first. */
  port?: number;
  /**
   * 'recorded' (the default): OCR answers with the real PaddleOCR output recorded for the
   * picture. 'live': the real engine, as in production.
   */
  ocr?: 'recorded' | 'live';
  /**
   * 'template' (the default): the server starts on a copy of the run's migrated database
   * (migrated-data-dir.ts). 'empty': an empty DATA_DIR, as a first `npm start`.
   */
  database?: 'template' | 'empty';
};

/** The entry file: production's own, or the one that hands the server recorded OCR. */
function entryFor(ocr: StartServerOptions['ocr']): string {
  const live = ocr === 'live' || process.env.E2E_OCR === 'live';
  return live ? 'src/server/main.ts' : 'tests/e2e/support/recorded-ocr-main.ts';
}

export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  assertWebAppBuilt();
  const port = options.port ?? (await findFreePort());
  const dataDir = await mkdtemp(join(tmpdir(), 'underprint-e2e-'));
  const template = options.database === 'empty' ? undefined : inject('e2eDatabaseTemplate');
  if (template) await cp(template, join(dataDir, 'db'), { recursive: true });
  const baseURL = `http://127.0.0.1:${port}`;

  const env: NodeJS.ProcessEnv = { ...process.env };
  // e2e runs on the embedded PGlite default, as `npm start` does, whatever the shell says.
  delete env.DATABASE_URL;
  delete env.NODE_OPTIONS;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    ADMIN_NICKNAME,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    // Every test registers from 127.0.0.1: do not let the per-IP throttle get in the way.
    AUTH_RATE_LIMIT: '1000',
    // The screens' tests find and withdraw rewards at once; the hold has its API tests and a
    // test about it passes its own REWARD_HOLD_DAYS.
    REWARD_HOLD_DAYS: '0',
    // No map tiles: nothing may reach the internet, and the map draws its markers without them.
    MAP_TILE_URL: 'none',
    // No overload 503s: two browser files at once on two cores starve a server's event loop
    // for seconds at times, and a refused request fails the test that made it. Overload has
    // its own API test (observability.test.ts).
    OVERLOAD_LOOP_DELAY_MS: '0',
    ...options.env,
  });

  const child = spawn(process.execPath, ['--import', 'tsx', entryFor(options.ocr)], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (chunk: Buffer): void => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });

  const stop = async (): Promise<void> => {
    await stopChild(child, exited);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, exited);
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    const message = `The e2e server did not start: ${reason}\n--- server output ---\n${output}`;
    // Printed as well, since a failed beforeAll can hide the error's full text.
    console.log(message);
    throw new Error(message, { cause: error });
  }

  return {
    baseURL,
    port,
    dataDir,
    admin: { nickname: ADMIN_NICKNAME, password: ADMIN_PASSWORD },
    output: () => output,
    stop,
  };
}

/** The server serves dist/web; `npm run test:e2e` builds it first. */
function assertWebAppBuilt(): void {
  if (!existsSync(join(REPO_ROOT, 'dist', 'web', 'index.html'))) {
    throw new Error('dist/web/index.html is missing: run `npm run test:e2e` (it builds first).');
  }
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('Could not read the probe port'));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}

async function waitForHealth(
  baseURL: string,
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>,
): Promise<void> {
  let exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  void exited.then((value) => {
    exit = value;
  });
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exit) {
      throw new Error(`the process exited (code ${exit.code}, signal ${exit.signal})`);
    }
    try {
      const response = await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2_000) });
      const body = await response.text();
      if (response.status === 200 && isHealthy(body)) return;
      last = `GET /api/health answered ${response.status} ${body.slice(0, 200)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await delay(200);
  }
  throw new Error(
    `GET /api/health was not 200 {status:'ok'} within ${HEALTH_TIMEOUT_MS / 1000} s (last: ${last})`,
  );
}

function isHealthy(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as unknown;
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { status?: unknown }).status === 'ok'
    );
  } catch {
    return false;
  }
}

async function stopChild(
  child: ChildProcess,
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>,
): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timedOut = await Promise.race([
    exited.then(() => false),
    delay(STOP_TIMEOUT_MS).then(() => true),
  ]);
  if (timedOut) {
    child.kill('SIGKILL');
    await exited;
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
