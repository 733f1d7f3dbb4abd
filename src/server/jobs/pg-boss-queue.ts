import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import { currentRequestId } from '@/server/lib/request-context';
import { JOB_NAMES, JOBS, type JobName, type JobQueue, type QueueDepth } from './job-queue';

/** A worker that dies mid-run stops beating; the supervisor hands its run to another. */
const HEARTBEAT_SECONDS = 10;
const RETRIES = 5;
const STOP_GRACE_MS = 8_000;

export type QueueStore = { engine: 'postgres'; url: string } | { engine: 'pglite'; client: PGlite };

export type PgBossQueueOptions = {
  store: QueueStore;
  /** Whether this process claims runs and keeps the schedules (roles all and worker). */
  works: boolean;
  log: FastifyBaseLogger;
  /** How often dead claims and missed schedules are checked; tests shorten it. */
  superviseSeconds?: number;
  /** How often an idle worker looks for a run; tests shorten it. */
  pollSeconds?: number;
};

/**
 * The job queue on pg-boss, in its own schema of the app's database: on PostgreSQL with its own
 * small pool, on PGlite through pg-boss's embedded backend (one connection, shared with the
 * app's queries). Each queue is 'stately': at most one run waiting and one running, so a burst of
 * sends is one run, and two workers never run the same job at once. A run whose worker dies
 * (kill -9, lost machine) misses its heartbeat and is retried by a live worker.
 */
export async function startPgBossQueue(options: PgBossQueueOptions): Promise<JobQueue> {
  const { store, works, log } = options;
  const common: ConstructorOptions = {
    schema: 'pgboss',
    superviseIntervalSeconds: options.superviseSeconds ?? 15,
    monitorIntervalSeconds: options.superviseSeconds ?? 15,
    // Only workers take on the schedules and the supervision of claims; a web process sends.
    supervise: works,
    schedule: works,
    openTelemetry: { enabled: false },
    // A send wakes the workers at once; polling is only the slow backstop. On PGlite the
    // notification stays in the process, and fewer polls leave its one connection to requests.
    useListenNotify: true,
  };
  const boss =
    store.engine === 'postgres'
      ? new PgBoss({ ...common, connectionString: store.url, max: 3 })
      : new PgBoss({ ...common, db: fromPglite(store.client), backend: 'pglite' });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const settings = {
    heartbeatSeconds: HEARTBEAT_SECONDS,
    retryLimit: RETRIES,
    // A run handed back after a crash starts again within seconds; a failing one backs off.
    retryDelay: 2,
    retryBackoff: true,
    notify: true,
    // Completed runs are kept a day for inspection, not the default week.
    deleteAfterSeconds: 24 * 60 * 60,
  };
  for (const name of JOB_NAMES) {
    if (await boss.getQueue(name)) await boss.updateQueue(name, settings);
    else await boss.createQueue(name, { policy: 'stately', ...settings });
    if (works) await boss.schedule(name, JOBS[name].cron, null, { tz: 'UTC' });
  }

  return {
    async send(name, { delaySeconds = 0, context } = {}) {
      const requestId = context?.requestId ?? currentRequestId();
      await boss.send(name, requestId ? { requestId } : {}, { startAfter: delaySeconds });
    },
    async work(name, handler) {
      await boss.work<{ requestId?: string }>(
        name,
        {
          pollingIntervalSeconds: options.pollSeconds ?? 2,
          // A notification wakes a worker at send time, when a delayed run is not due yet: this
          // poll finds it a few seconds later.
          notifyPollingIntervalSeconds: Math.max(options.pollSeconds ?? 5, 0.5),
          batchSize: 1,
        },
        async ([job]) => {
          const requestId = job?.data?.requestId;
          const jobLog = log.child({ job: name, jobId: job?.id, ...(requestId && { requestId }) });
          const started = Date.now();
          try {
            await handler({ requestId, signal: job?.signal });
            jobLog.debug({ ms: Date.now() - started }, 'job done');
          } catch (error) {
            jobLog.error({ err: error }, 'job failed; it is retried');
            throw error;
          }
        },
      );
    },
    async depth(): Promise<QueueDepth[]> {
      // Read from the job table, not pg-boss's cached counts: a scrape sees the queue as it is.
      const result = await boss.getDb().executeSql(
        `SELECT name,
                count(*) FILTER (WHERE state IN ('created', 'retry'))::int AS queued,
                count(*) FILTER (WHERE state = 'active')::int AS active,
                extract(epoch FROM now() - min(created_on)
                  FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()))::float8 AS oldest
           FROM pgboss.job WHERE name = ANY($1::text[]) GROUP BY name`,
        [JOB_NAMES],
      );
      const rows = new Map(
        (
          result.rows as Array<{
            name: JobName;
            queued: number;
            active: number;
            oldest: number | null;
          }>
        ).map((row) => [row.name, row]),
      );
      return JOB_NAMES.map((name) => ({
        name,
        queued: rows.get(name)?.queued ?? 0,
        active: rows.get(name)?.active ?? 0,
        oldestSeconds: rows.get(name)?.oldest ?? null,
      }));
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: STOP_GRACE_MS, close: true });
    },
  };
}
