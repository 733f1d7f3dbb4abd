import pino from 'pino';
import { PgBoss, fromPglite } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import type { JobQueue } from '@/server/jobs/job-queue';
import { startPgBossQueue, type QueueStore } from '@/server/jobs/pg-boss-queue';
import { createTestDatabase } from '../support/test-database';

// The durable queue itself, on this project's database: two workers, one run each time, and a
// run whose worker goes silent is run again by the other.
let database: Database & { url?: string };
let store: QueueStore;
const queues: JobQueue[] = [];
const log = pino({ level: 'silent' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean | Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(100);
  }
}

async function worker(): Promise<JobQueue> {
  const queue = await startPgBossQueue({
    store,
    works: true,
    log,
    superviseSeconds: 1,
    pollSeconds: 0.5,
  });
  queues.push(queue);
  return queue;
}

beforeAll(async () => {
  database = await createTestDatabase();
  store =
    database.engine === 'postgres'
      ? { engine: 'postgres', url: database.url! }
      : { engine: 'pglite', client: database.pglite! };
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database.close();
});

describe('the job queue', { timeout: 60_000 }, () => {
  it('gives each run to exactly one of two workers, and a burst of sends is one run', async () => {
    const [a, b] = [await worker(), await worker()];
    const runs: string[] = [];
    let running = 0;
    let overlapped = false;
    const handler = (who: string) => async () => {
      running += 1;
      if (running > 1) overlapped = true;
      runs.push(who);
      await sleep(300);
      running -= 1;
    };
    await a.work('purge', handler('a'));
    await b.work('purge', handler('b'));
    await a.send('purge');
    await until(() => runs.length === 1, 15_000);
    await sleep(1_500);
    expect(runs).toHaveLength(1);

    // Ten sends at once: one run waiting absorbs the rest (at most one more while one runs).
    await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).send('purge')));
    await until(() => runs.length >= 2, 15_000);
    await sleep(2_000);
    expect(runs.length).toBeLessThanOrEqual(3);
    expect(overlapped).toBe(false);
    const depth = await a.depth();
    expect(depth.find((queue) => queue.name === 'purge')).toMatchObject({ queued: 0, active: 0 });
  });

  it('runs again a run whose worker went silent mid-run (a crash), on a live worker', async () => {
    // The holder: claims the run and then says nothing more, as a process killed with -9.
    const holder =
      store.engine === 'postgres'
        ? new PgBoss({
            connectionString: store.url,
            schema: 'pgboss',
            supervise: false,
            schedule: false,
          })
        : new PgBoss({
            db: fromPglite(store.client),
            backend: 'pglite',
            schema: 'pgboss',
            supervise: false,
            schedule: false,
          });
    holder.on('error', () => undefined);
    await holder.start();
    const live = await worker();
    await live.send('sweep-orphan-files', { context: { requestId: 'req-crash' } });
    const [claimed] = await holder.fetch<{ requestId?: string }>('sweep-orphan-files');
    expect(claimed?.data.requestId).toBe('req-crash');
    await holder.stop({ graceful: false, close: store.engine === 'postgres' });

    const seen: Array<string | undefined> = [];
    await live.work('sweep-orphan-files', async ({ requestId }) => {
      seen.push(requestId);
    });
    // The queue's heartbeat is 10 s; the supervisor (every second here) then hands it back.
    await until(() => seen.length === 1, 40_000);
    expect(seen).toEqual(['req-crash']);
  });
});
