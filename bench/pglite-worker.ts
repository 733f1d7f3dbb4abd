/**
 * PGlite off the event loop? (issue 22 point 1: measure before choosing.) The nearby query at
 * 10 in flight for a few seconds, against PGlite on the main thread as the app runs it today,
 * and against the same PGlite owned by a worker thread that answers over a message port
 * (rows structured-cloned back). Prints queries/s and the main thread's event-loop delay p99,
 * which is what every other request waits behind. Asserts nothing.
 *   npm run bench:pglite-worker                  20 k messages, 4 s a mode
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import type { Database } from '@/server/db/client';
import { openPglite } from '@/server/db/client';
import { nearbyQuery } from '@/server/modules/photos/photos.repository';
import { machineLine, percentile, printTable } from './support/stats';
import { queryPoint, seedMessages } from './support/seed-messages';

const SIZE = Number(process.env.BENCH_SIZE ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const IN_FLIGHT = 10;

type Query = { id: number; text: string; params: unknown[] };

/** A seeded in-memory PGlite and a way to run the nearby query's SQL on it. */
async function seeded() {
  const database = await openPglite(undefined);
  await database.migrate();
  await seedMessages(database, SIZE);
  return database;
}

function nearbySql(database: Database, i: number) {
  const [latitude, longitude] = queryPoint(i);
  return nearbyQuery(database.db, {
    viewerId: 1,
    latitude,
    longitude,
    radiusM: 5000,
    limit: 100,
    side: 0,
  }).toSQL();
}

type Client = { query(text: string, params: unknown[]): Promise<unknown> };
function pgliteClient(database: Database): Client {
  // drizzle's PGlite session holds the PGlite instance as `$client`.
  const client = (database.db as unknown as { $client: Client }).$client;
  return { query: (text, params) => client.query(text, params) };
}

async function measure(label: string, database: Database, client: Client) {
  // A 10 ms timer's lateness: monitorEventLoopDelay records nothing when queries chain on
  // microtasks and never let the loop reach its timers, which is itself the worst case.
  const late: number[] = [];
  let last = performance.now();
  const tick = setInterval(() => {
    const now = performance.now();
    late.push(now - last - 10);
    last = now;
  }, 10);
  const samples: number[] = [];
  let i = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (performance.now() < end) {
        const { sql, params } = nearbySql(database, i++);
        const start = performance.now();
        await client.query(sql, params);
        samples.push(performance.now() - start);
      }
    }),
  );
  clearInterval(tick);
  late.push(performance.now() - last - 10); // the gap still open at the end counts too
  return {
    'PGlite on': label,
    'queries/s': (samples.length / SECONDS).toFixed(0),
    'p50 ms': percentile(samples, 50).toFixed(1),
    'p95 ms': percentile(samples, 95).toFixed(1),
    'main loop delay p99 ms': percentile(late, 99).toFixed(1),
    'longest stall ms': Math.max(...late).toFixed(0),
  };
}

if (isMainThread) {
  console.log(`PGlite on the main thread or on a worker (${SIZE.toLocaleString('en')} messages)`);
  console.log(machineLine());
  const rows = [];
  const local = await seeded();
  rows.push(await measure('main thread (today)', local, pgliteClient(local)));

  const worker = new Worker(new URL(import.meta.url), { workerData: { worker: true } });
  await new Promise((resolve) => worker.once('message', resolve));
  let nextId = 1;
  const waiting = new Map<number, (rows: unknown) => void>();
  worker.on('message', (reply: { id: number; rows: unknown }) => {
    waiting.get(reply.id)?.(reply.rows);
    waiting.delete(reply.id);
  });
  const remote: Client = {
    query: (text, params) =>
      new Promise((resolve) => {
        const id = nextId++;
        waiting.set(id, resolve);
        worker.postMessage({ id, text, params } satisfies Query);
      }),
  };
  // The main thread still builds the SQL with drizzle: only the database moved.
  rows.push(await measure('a worker thread', local, remote));
  await worker.terminate();
  await local.close();
  printTable(rows);
} else if (workerData && parentPort) {
  const port = parentPort;
  const database = await seeded();
  const client = pgliteClient(database);
  port.on('message', (query: Query) => {
    void client.query(query.text, query.params).then((result) => {
      port.postMessage({ id: query.id, rows: (result as { rows: unknown }).rows });
    });
  });
  port.postMessage('ready');
}
