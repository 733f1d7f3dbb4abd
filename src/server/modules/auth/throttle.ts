import type { Db } from '@/server/db/client';
import { say } from '@/server/lib/say';
import { AppError } from '@/server/errors';
import type { Clock } from '@/server/lib/clock';
import { createThrottle, type ThrottleRule } from '@/server/lib/throttle';
import {
  countAttempts,
  deleteAttemptIds,
  deleteAttempts,
  insertAttempts,
  lockAttemptBucket,
} from './auth.repository';

export type { Reservation } from '@/server/lib/throttle';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/**
 * A bucket of auth attempts; its limit and window are auth's own (AUTH_RATE_LIMIT, 15 min)
 * unless the rule names others (registration's are REGISTER_RATE_LIMIT per 10 minutes).
 */
export type AuthThrottleRule = Pick<ThrottleRule, 'bucket' | 'limitedWhen'> &
  Partial<Pick<ThrottleRule, 'limit' | 'windowMs'>>;

/**
 * Auth's throttle (ARCHITECTURE §2.8): `limit` attempts per bucket in a sliding window (15
 * minutes unless a rule says otherwise), kept in auth_attempts (12 months, the request-log retention), refused with 429 +
 * Retry-After. The counting itself is lib/throttle.ts: atomic under a lock per bucket.
 */
export function createAuthThrottle(deps: { db: Db; clock: Clock; limit: number }) {
  const throttle = createThrottle({
    db: deps.db,
    clock: deps.clock,
    store: {
      lock: lockAttemptBucket,
      count: countAttempts,
      insert: insertAttempts,
      deleteIds: deleteAttemptIds,
      deleteBucket: deleteAttempts,
    },
    refusal: (_rule, seconds) => tooMany(seconds),
  });
  return {
    ...throttle,
    take: (rules: AuthThrottleRule[]) =>
      throttle.take(
        rules.map((rule) => ({ limit: deps.limit, windowMs: THROTTLE_WINDOW_MS, ...rule })),
      ),
  };
}

function tooMany(retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError(
    'RATE_LIMITED',
    minutes === 1
      ? say('server_too_many_attempts_one', { count: minutes })
      : say('server_too_many_attempts_other', { count: minutes }),
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

export type Throttle = ReturnType<typeof createAuthThrottle>;
