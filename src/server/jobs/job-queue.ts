/**
 * The port the app's background work goes through (ARCHITECTURE §7). Behind it a durable queue
 * in the database (pg-boss-queue.ts) hands each run to exactly one worker of the fleet and runs
 * it again if that worker dies; the app only names jobs, asks for runs, and says which it works.
 */

/** Every background job, its schedule, and how long one run may hold its claim silently. */
export const JOBS = {
  /** Photos saved unread (OCR saturated, or a web process that reads none) and public copies. */
  'read-waiting-photos': { cron: '* * * * *' },
  /** Withdrawals whose transfer call lost its answer, asked for again (decision 003). */
  'settle-withdrawals': { cron: '* * * * *' },
  /** Rewards whose holding period is over (decision 012). */
  'release-rewards': { cron: '*/10 * * * *' },
  /** Files no row points to, older than the grace period. */
  'sweep-orphan-files': { cron: '17 * * * *' },
  /** Deleted accounts' leftovers, expired sessions, old sign-in attempts (decision 021). */
  purge: { cron: '41 3 * * *' },
  /** Uploads never published within their day, with their files (decision 025). */
  'purge-uploads': { cron: '29 * * * *' },
  /** Users' new activity as Web Push notifications, when VAPID keys are set (decision 032). */
  'send-push': { cron: '* * * * *' },
} as const;

export type JobName = keyof typeof JOBS;
export const JOB_NAMES = Object.keys(JOBS) as JobName[];

/** What a run knows of why it was asked for: the request that sent it, for its logs. */
export type JobContext = { requestId?: string };

/** `signal` aborts when the process stops: a long run ends between items, its rest re-queued. */
export type JobHandler = (run: JobContext & { signal?: AbortSignal }) => Promise<void>;

export type QueueDepth = {
  name: JobName;
  /** Runs waiting (due or deferred). */
  queued: number;
  /** Runs claimed by a worker now. */
  active: number;
  /** Seconds the oldest waiting run has waited; null when none waits. */
  oldestSeconds: number | null;
};

export type JobQueue = {
  /**
   * Asks for a run of the job by one worker of the fleet, after `delaySeconds`. A run already
   * waiting absorbs the request: every job reads its whole backlog when it runs.
   */
  send(name: JobName, options?: { delaySeconds?: number; context?: JobContext }): Promise<void>;
  /** This process runs the job, when sent and on its schedule (roles all and worker). */
  work(name: JobName, handler: JobHandler): Promise<void>;
  depth(): Promise<QueueDepth[]>;
  /** Stops claiming; waits for runs under way up to the grace period. */
  stop(): Promise<void>;
};

/** A process that asks for no background work and runs none: the benches, which time requests. */
export const jobsOff: JobQueue = {
  send: () => Promise.resolve(),
  work: () => Promise.resolve(),
  depth: () => Promise.resolve([]),
  stop: () => Promise.resolve(),
};
