import type { Db } from '@/server/db/client';
import type { AppError } from '@/server/errors';
import type { Clock } from '@/server/lib/clock';

/**
 * Where a throttle keeps its attempts: one row per attempt and bucket, in a table of the module
 * that owns the limit (auth's sign-in attempts, scan's fair use).
 */
export type AttemptStore = {
  /** Serialises counting and recording in one bucket (a transaction-scoped lock). */
  lock(tx: Db, bucket: string): Promise<void>;
  count(tx: Db, bucket: string, since: Date): Promise<{ attempts: number; oldest: Date | null }>;
  insert(tx: Db, buckets: string[], at: Date): Promise<number[]>;
  deleteIds(db: Db, ids: number[]): Promise<void>;
  deleteBucket(db: Db, bucket: string): Promise<void>;
  /** Optional: forget a bucket's attempts older than any window still counts. */
  prune?(tx: Db, buckets: string[], before: Date): Promise<void>;
};

/**
 * One limit an attempt counts against: at most `limit` attempts in `bucket` during the last
 * `windowMs`. `limitedWhen` says when a full bucket refuses: always, never (it only counts), or
 * only for a caller who already has attempts in another bucket (how a nickname under attack
 * slows down the addresses that failed against it without locking its owner out).
 */
export type ThrottleRule = {
  bucket: string;
  limit: number;
  windowMs: number;
  limitedWhen?: 'full' | 'never' | { alsoUsed: string };
};

/** The attempt rows an allowed call recorded; `release` takes them back when it succeeded. */
export type Reservation = { ids: number[] };

/**
 * Counts attempts per bucket in sliding windows and refuses once a rule's bucket is full, with
 * the error `refusal` makes from the rule and the seconds until the window frees a place.
 * Counting and recording happen in one transaction under a lock per bucket, so 200 parallel
 * attempts cannot all read "not full yet" (issue 10). An attempt is recorded before it is
 * judged; a refused one records nothing.
 */
export function createThrottle(deps: {
  db: Db;
  clock: Clock;
  store: AttemptStore;
  refusal: (rule: ThrottleRule, retryAfterSeconds: number) => AppError;
}) {
  const { db, clock, store, refusal } = deps;

  async function take(rules: ThrottleRule[]): Promise<Reservation> {
    const now = clock.now();
    const since = (rule: ThrottleRule) => new Date(now.getTime() - rule.windowMs);
    return db.transaction(async (tx) => {
      const buckets = [...new Set(rules.map((rule) => rule.bucket))].sort();
      // Always the same order, so two calls sharing buckets cannot deadlock.
      for (const bucket of buckets) await store.lock(tx, bucket);
      // One after another: a transaction is one connection, which runs one query at a time.
      const counts: Awaited<ReturnType<AttemptStore['count']>>[] = [];
      for (const rule of rules) counts.push(await store.count(tx, rule.bucket, since(rule)));
      const used = (bucket: string) =>
        rules.some((rule, i) => rule.bucket === bucket && counts[i]!.attempts > 0);
      for (const [i, rule] of rules.entries()) {
        const { attempts, oldest } = counts[i]!;
        const when = rule.limitedWhen ?? 'full';
        if (when === 'never' || attempts < rule.limit) continue;
        if (typeof when === 'object' && !used(when.alsoUsed)) continue;
        const frees = (oldest ? new Date(oldest).getTime() : now.getTime()) + rule.windowMs;
        throw refusal(rule, Math.max(1, Math.ceil((frees - now.getTime()) / 1000)));
      }
      const longest = Math.max(...rules.map((rule) => rule.windowMs));
      await store.prune?.(tx, buckets, new Date(now.getTime() - longest));
      return { ids: await store.insert(tx, buckets, now) };
    });
  }

  return {
    take,
    release: (reservation: Reservation) => store.deleteIds(db, reservation.ids),
    clear: (bucket: string) => store.deleteBucket(db, bucket),
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
