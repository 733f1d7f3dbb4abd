import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDeviceId, uniqueNickname } from '../factories';
import { solveChallenge, type Challenge } from '../support/registration-proof';

// The real entry point on the embedded database: what `npm start` runs.
const runsOnPglite = process.env.TEST_DB !== 'postgres';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

// Each test starts a real process that creates its PGlite folder, migrates it and installs the
// job queue's schema (0.7 s of it): 5-10 s on an idle 2-core machine, past 45 s when other
// work shares it.
describe.runIf(runsOnPglite)('the server process', { timeout: 180_000 }, () => {
  let dataDir: string;
  let port: number;
  let child: ChildProcess | undefined;
  let output = '';

  const base = () => `http://127.0.0.1:${port}`;

  async function start(env: Record<string, string> = {}) {
    output = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        // The Origin check compares with PUBLIC_URL alone: the address the test calls.
        PUBLIC_URL: base(),
        DATA_DIR: dataDir,
        ADMIN_PASSWORD: 'admin-process-test',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // Up to a minute and a half: a busy machine has taken past 30 s for a first start.
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`${base()}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
      await new Promise((r) => setTimeout(r, 150));
    }
    child.kill('SIGKILL');
    throw new Error(`server did not become healthy:\n${output}`);
  }

  function exitCode(): Promise<number | null> {
    return new Promise((resolve) => {
      if (!child || child.exitCode !== null) return resolve(child?.exitCode ?? null);
      child.once('exit', (code) => resolve(code));
    });
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'underprint-process-'));
    port = await freePort();
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes an in-flight request on SIGTERM, exits 0, and keeps the data for the next start', async () => {
    await start();
    const nickname = uniqueNickname();
    const challenge = await fetch(`${base()}/api/auth/register/challenge`);
    const proof = await solveChallenge((await challenge.json()) as Challenge);
    const register = fetch(`${base()}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base() },
      body: JSON.stringify({ nickname, password: 'secret1', deviceId: newDeviceId(), proof }),
    });
    // Hashing the password takes tens of milliseconds: the signal lands mid-request.
    await new Promise((r) => setTimeout(r, 10));
    child!.kill('SIGTERM');
    const response = await register;
    expect(response.status).toBe(201);
    expect(await exitCode()).toBe(0);

    await start();
    const login = await fetch(`${base()}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base() },
      body: JSON.stringify({ nickname, password: 'secret1' }),
    });
    expect(login.status).toBe(200);
    child!.kill('SIGTERM');
    expect(await exitCode()).toBe(0);
  });

  it('refuses to start on a bad variable, naming it', async () => {
    const bad = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH, PORT: 'not-a-port', DATA_DIR: dataDir },
    });
    let stderr = '';
    bad.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => bad.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('PORT');
  });

  it('refuses a second process on the same embedded database folder, naming the first', async () => {
    await start();
    const second = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH, PORT: String(await freePort()), DATA_DIR: dataDir },
    });
    let stderr = '';
    second.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise((resolve) => second.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`is in use by another process (pid ${child!.pid})`);
    // The first still serves. Killed, it leaves its lock behind; that does not keep the next
    // start out (its pid is dead), and a clean stop gives the folder back.
    expect((await fetch(`${base()}/api/health`)).status).toBe(200);
    child!.kill('SIGKILL');
    await exitCode();
    await start();
    child!.kill('SIGTERM');
    expect(await exitCode()).toBe(0);
  });

  it('refuses ROLE=web or worker without DATABASE_URL', async () => {
    for (const entry of ['src/server/main.ts', 'src/server/worker.ts']) {
      const refused = spawn(process.execPath, ['--import', 'tsx', entry], {
        env: {
          PATH: process.env.PATH,
          DATA_DIR: dataDir,
          ...(entry.endsWith('main.ts') && { ROLE: 'web' }),
        },
      });
      let stderr = '';
      refused.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      expect(await new Promise((resolve) => refused.once('exit', resolve))).toBe(1);
      expect(stderr).toMatch(/ROLE=(web|worker) needs DATABASE_URL/);
    }
  });

  it('prints a generated admin password once when none is configured', async () => {
    const freshDir = await mkdtemp(path.join(tmpdir(), 'underprint-admin-'));
    const previous = dataDir;
    dataDir = freshDir;
    try {
      await start({ ADMIN_PASSWORD: '' });
      const match = /generated password: (\S+)"/.exec(output);
      expect(match).not.toBeNull();
      const login = await fetch(`${base()}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base() },
        body: JSON.stringify({ nickname: 'admin', password: match![1] }),
      });
      expect(login.status).toBe(200);
      child!.kill('SIGTERM');
      await exitCode();
      await start({ ADMIN_PASSWORD: '' });
      expect(output).not.toContain('generated password');
      child!.kill('SIGTERM');
      await exitCode();
    } finally {
      dataDir = previous;
      await rm(freshDir, { recursive: true, force: true });
    }
  });
});
