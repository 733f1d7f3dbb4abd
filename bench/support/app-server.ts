import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const START_TIMEOUT_MS = 120_000;

export type AppServer = { baseURL: string; stop: () => Promise<void> };

/**
 * The real server as `npm start` runs it after the build (`node --import tsx src/server/main.ts`),
 * on a free loopback port with an empty DATA_DIR, so the embedded PGlite database is made and
 * migrated as on a first start. Nothing it is given points outside this machine.
 */
export async function startAppServer(): Promise<AppServer> {
  if (!existsSync(path.join(REPO_ROOT, 'dist/web/index.html'))) {
    throw new Error('dist/web/index.html is missing: run `npm run build` first.');
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'underprint-bench-web-'));
  const baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    LOG_LEVEL: 'warn',
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${baseURL}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`The server at ${baseURL} did not answer /api/health`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port'))));
    });
  });
}
