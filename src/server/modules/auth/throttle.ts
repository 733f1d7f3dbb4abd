import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import type { Clock } from '@/server/lib/clock';
import {
  countAttempts,
  deleteAttemptIds,
  deleteAttempts,
  insertAttempts,
  lockAttemptBucket,
} from './auth.repository';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/**
 * One bucket an attempt counts in (an action with an IP, a nickname, or both). `limitedWhen`
 * says when a full bucket refuses: always, never (it only counts), or only for a caller who
 * already has attempts in another bucket. That last form is how a nickname under attack slows
 * down the addresses that failed against it without locking its owner out.
 */
export type ThrottleRule = {
  bucket: string;
  limitedWhen?: 'full' | 'never' | { alsoUsed: string };
};

/** The attempt rows an allowed call recorded; `release` takes them back when it succeeded. */
export type Reservation = { ids: number[] };

/**
 * Counts attempts per bucket in a sliding 15-minute window and refuses with 429 + Retry-After
 * once a bucket is full (ARCHITECTURE §2.8). Counting and recording happen in one transaction
 * under a lock per bucket, so 200 parallel attempts cannot all read "not full yet" (issue 10).
 * An attempt is recorded before it is judged and released if it succeeds.
 */
export function createThrottle(deps: { db: Db; clock: Clock; limit: number }) {
  const { db, clock, limit } = deps;

  async function take(rules: ThrottleRule[]): Promise<Reservation> {
    const now = clock.now();
    const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
    return db.transaction(async (tx) => {
      const buckets = [...new Set(rules.map((rule) => rule.bucket))].sort();
      // Always the same order, so two calls sharing buckets cannot deadlock.
      for (const bucket of buckets) await lockAttemptBucket(tx, bucket);
      const counts = new Map(
        await Promise.all(
          buckets.map(async (bucket) => [bucket, await countAttempts(tx, bucket, since)] as const),
        ),
      );
      for (const rule of rules) {
        const { attempts, oldest } = counts.get(rule.bucket)!;
        const when = rule.limitedWhen ?? 'full';
        if (when === 'never' || attempts < limit) continue;
        if (typeof when === 'object' && counts.get(when.alsoUsed)!.attempts === 0) continue;
        const frees = (oldest ? new Date(oldest).getTime() : now.getTime()) + THROTTLE_WINDOW_MS;
        throw tooMany(Math.max(1, Math.ceil((frees - now.getTime()) / 1000)));
      }
      return { ids: await insertAttempts(tx, buckets, now) };
    });
  }

  return {
    take,
    release: (reservation: Reservation) => deleteAttemptIds(db, reservation.ids),
    clear: (bucket: string) => deleteAttempts(db, bucket),
  };
}

function tooMany(retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

export type Throttle = ReturnType<typeof createThrottle>;
