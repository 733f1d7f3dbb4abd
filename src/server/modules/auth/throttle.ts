import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import type { Clock } from '@/server/lib/clock';
import { countAttempts, deleteAttempts, insertAttempts } from './auth.repository';

export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Counts attempts per bucket (an action with an IP or a nickname) in a sliding 15-minute
 * window and refuses with 429 + Retry-After once a bucket is full (ARCHITECTURE §2.8).
 */
export function createThrottle(deps: { db: Db; clock: Clock; limit: number }) {
  const { db, clock, limit } = deps;

  async function assertAllowed(buckets: string[]): Promise<void> {
    const now = clock.now();
    const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
    for (const bucket of buckets) {
      const { attempts, oldest } = await countAttempts(db, bucket, since);
      if (attempts >= limit) {
        const frees = (oldest ? new Date(oldest).getTime() : now.getTime()) + THROTTLE_WINDOW_MS;
        const retryAfter = Math.max(1, Math.ceil((frees - now.getTime()) / 1000));
        throw new AppError(
          'RATE_LIMITED',
          `Too many attempts. Please try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
          { 'Retry-After': String(retryAfter) },
        );
      }
    }
  }

  return {
    assertAllowed,
    record: (buckets: string[]) => insertAttempts(db, buckets, clock.now()),
    clear: (bucket: string) => deleteAttempts(db, bucket),
  };
}

export type Throttle = ReturnType<typeof createThrottle>;
