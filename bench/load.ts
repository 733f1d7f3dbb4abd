/**
 * Load (issue 22 point 7): the real server on 100 k (or 1 M) clustered messages, on PGlite and
 * on PostgreSQL, driven over loopback by autocannon. For each: nearby requests/s and latency at
 * 10 and 50 connections, the same while OCR reads photos at full pool, the bare query's rate
 * in the server process beside the HTTP rate, /api/health's p95 probed during the load (what a
 * person waits for while others search), the server's event-loop delay p99 and RSS. The server
 * runs in a child process (support/load-server.ts) so the load generator is not measured.
 * Each phase runs for seconds, the whole bench for minutes. Prints a table; asserts nothing.
 *
 *   npm run bench:load                                  100 k, both engines
 *   BENCH_SIZES=100000,1000000 npm run bench:load       1 M too (seeding 1 M takes minutes)
 *   BENCH_ENGINES=postgres BENCH_SECONDS=5 npm run bench:load
 *   LOAD_PGLITE=main BENCH_ENGINES=pglite npm run bench:load   PGlite on the event loop, as before
 *   BENCH_OCR=off npm run bench:load                    without the phases beside OCR
 *   BENCH_MESSAGE_CHARS=1500 npm run bench:load         hidden texts of 1,500 characters (default 5)
 *
 * 'CPU ms/req' is the server process's CPU time per nearby request (PostgreSQL's own is not in
 * it): on a shared machine requests/s follow the neighbours' load, this much less.
 * 'bench loop p99 ms' is the load generator's own event-loop delay: high, it says the machine's
 * two cores were shared with autocannon, and the server's figures are a floor for that machine.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import pg from 'pg';
import { solveChallenge, type Challenge } from '../tests/support/registration-proof';
import { BENCH_PG_URL, openFreshDatabase } from './support/fresh-database';
import type { FromServer, ToServer } from './support/load-server';
import { queryPoint, seedMessages } from './support/seed-messages';
import { machineLine, percentile, printTable } from './support/stats';

const SIZES = (process.env.BENCH_SIZES ?? '100000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const HEALTH_EVERY_MS = 50;

type Server = {
  port: number;
  ocrWorkers: number;
  ask<T extends FromServer['type']>(
    message: ToServer,
    reply: T,
  ): Promise<Extract<FromServer, { type: T }>>;
  stop(): Promise<void>;
};

function startServer(engine: string, location: string): Promise<Server> {
  const child: ChildProcess = fork(new URL('./support/load-server.ts', import.meta.url), {
    // LOAD_PROFILE=dir writes the server's CPU profile there (open it in Chrome's DevTools).
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.LOAD_PROFILE
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_PROFILE}`]
        : []),
    ],
    env: { ...process.env, LOAD_ENGINE: engine, LOAD_DATABASE: location },
  });
  const next = <T extends FromServer['type']>(type: T) =>
    new Promise<Extract<FromServer, { type: T }>>((resolve) => {
      const on = (message: FromServer) => {
        if (message.type !== type) return;
        child.off('message', on);
        resolve(message as Extract<FromServer, { type: T }>);
      };
      child.on('message', on);
    });
  // A server that fails to start (a missing build step, a bad database) ends the bench with its
  // exit code, instead of leaving it waiting for a port that never comes.
  const failed = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`the load server exited (${code}) before listening`)),
    ),
  );
  return Promise.race([next('listening'), failed]).then(({ port, ocrWorkers }) => ({
    port,
    ocrWorkers,
    ask: (message, reply) => {
      const answer = next(reply);
      child.send(message);
      return answer;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  }));
}

async function signIn(base: string): Promise<string> {
  const body: Record<string, unknown> = {
    nickname: `b${randomBytes(3).toString('hex')}`,
    password: 'benchpass',
    deviceId: randomBytes(33).toString('base64url'),
    ageConfirmed: true,
  };
  const challenge = await fetch(`${base}/api/auth/register/challenge`);
  // Before issue 22 registration had no proof of work (the bench compares both).
  if (challenge.ok) body.proof = await solveChallenge((await challenge.json()) as Challenge);
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:5000' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`registration: ${response.status}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/**
 * /api/health probed every HEALTH_EVERY_MS from a thread of its own. autocannon keeps this
 * process's event loop busy (its delay reaches a p99 of about 20 ms on 2 cores), and a probe on
 * it counted that wait of the load generator's as the server's.
 */
const HEALTH_PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const samples = [];
let probing = true;
parentPort.once('message', () => (probing = false));
(async () => {
  while (probing) {
    const start = performance.now();
    await fetch(workerData.url).then((response) => response.arrayBuffer());
    samples.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, workerData.every));
  }
  parentPort.postMessage(samples);
})();
`;

function probeHealth(base: string) {
  const worker = new Worker(HEALTH_PROBE, {
    eval: true,
    workerData: { url: `${base}/api/health`, every: HEALTH_EVERY_MS },
  });
  const samples = new Promise<number[]>((resolve) => worker.once('message', resolve));
  return async () => {
    worker.postMessage('stop');
    const done = await samples;
    await worker.terminate();
    return done;
  };
}

/** One phase: nearby at `connections` for SECONDS, /api/health probed beside it. */
async function phase(server: Server, cookie: string, connections: number) {
  const base = `http://127.0.0.1:${server.port}`;
  await server.ask({ type: 'mark' }, 'marked');
  const latencies: number[] = [];
  let failed = 0;
  let i = 0;
  const stopProbe = probeHealth(base);
  const generator = monitorEventLoopDelay({ resolution: 10 });
  generator.enable();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: SECONDS,
        headers: { cookie },
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              const [lat, lng] = queryPoint(i++);
              return { ...request, path: `/api/photos/nearby?lat=${lat}&lng=${lng}` };
            },
          },
        ],
      },
      (error: Error | null, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      latencies.push(ms);
      if (status !== 200) failed += 1;
    });
  });
  generator.disable();
  const health = await stopProbe();
  const stats = await server.ask({ type: 'stats' }, 'stats');
  return {
    'req/s': (latencies.length / SECONDS).toFixed(0),
    'p50 ms': percentile(latencies, 50).toFixed(1),
    'p95 ms': percentile(latencies, 95).toFixed(1),
    'p99 ms': percentile(latencies, 99).toFixed(1),
    'non-200': failed + result.errors + result.timeouts,
    'health p95 ms': percentile(health, 95).toFixed(1),
    'loop p99 ms': stats.loopP99Ms.toFixed(1),
    'bench loop p99 ms': (generator.percentile(99) / 1e6).toFixed(1),
    'RSS MB': stats.rssMb.toFixed(0),
    'CPU ms/req': (stats.cpuMs / Math.max(1, latencies.length)).toFixed(2),
    'OCR photos/s': stats.photos ? (stats.photos / SECONDS).toFixed(2) : '',
  };
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: BENCH_PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

console.log('Load benchmark (nearby over loopback HTTP, autocannon)');
console.log(machineLine());
const wanted = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',');
const engines: Array<'pglite' | 'postgres'> = wanted.includes('pglite') ? ['pglite'] : [];
if (wanted.includes('postgres')) {
  if (await postgresReachable()) engines.unshift('postgres');
  else console.log(`PostgreSQL not reachable at ${BENCH_PG_URL}: PGlite only`);
}
const rows: Array<Record<string, string | number>> = [];
for (const engine of engines) {
  for (const size of SIZES) {
    const fresh = await openFreshDatabase(engine);
    let server: Server | undefined;
    try {
      await seedMessages(fresh.database, size);
      // PGlite's folder belongs to one process at a time: the server opens it next.
      if (engine === 'pglite') await fresh.database.close();
      server = await startServer(engine, fresh.location);
      const cookie = await signIn(`http://127.0.0.1:${server.port}`);
      const bare = await server.ask({ type: 'bare', seconds: SECONDS, concurrency: 10 }, 'bare');
      const label = { engine, messages: size.toLocaleString('en') };
      for (const ocr of process.env.BENCH_OCR === 'off' ? [false] : [false, true]) {
        if (ocr) await server.ask({ type: 'ocr', on: true }, 'ocr');
        for (const connections of [10, 50]) {
          const measured = await phase(server, cookie, connections);
          rows.push({
            ...label,
            load: `${connections} conn${ocr ? ` + OCR ×${server.ocrWorkers}` : ''}`,
            ...measured,
            'bare query/s': connections === 10 && !ocr ? bare.perSecond.toFixed(0) : '',
          });
          console.log(`  ${JSON.stringify(rows.at(-1))}`);
        }
      }
      await server.ask({ type: 'ocr', on: false }, 'ocr');
    } finally {
      await server?.stop();
      await fresh.dispose();
    }
  }
}
printTable(rows);
