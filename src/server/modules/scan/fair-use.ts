import type { FairUseLimits } from '@/server/config';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import type { Clock } from '@/server/lib/clock';
import { createThrottle, type ThrottleRule } from '@/server/lib/throttle';
import { usageStore } from './scan-guards.repository';
import { say, type ServerKey } from '@/server/lib/say';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

type Kind = keyof FairUseLimits;

/** What the person did too often, in a minute or in a day, and when it opens again. */
const REFUSALS: Record<Kind, { minute: ServerKey; day: ServerKey }> = {
  analyses: { minute: 'server_fair_use_analyses_minute', day: 'server_fair_use_analyses_day' },
  scans: { minute: 'server_fair_use_scans_minute', day: 'server_fair_use_scans_day' },
  draftSaves: {
    minute: 'server_fair_use_draft_saves_minute',
    day: 'server_fair_use_draft_saves_day',
  },
};

function refusal(kind: Kind, rule: ThrottleRule, seconds: number): AppError {
  const key = REFUSALS[kind][rule.windowMs === MINUTE_MS ? 'minute' : 'day'];
  return new AppError('RATE_LIMITED', say(key, { count: rule.limit, waitMs: seconds * 1000 }), {
    'Retry-After': String(seconds),
  });
}

/**
 * Fair use (issue 10, point 5; issue 19, point 6): each analysis, scan and draft save is counted for its user, a minute's
 * and a day's worth, and the one past a limit is refused with 429 and Retry-After. Counting and
 * recording are one atomic step (lib/throttle.ts), so parallel requests cannot overrun a limit.
 */
export function createFairUse(deps: { db: Db; clock: Clock; limits: FairUseLimits }) {
  const throttles = Object.fromEntries(
    (['analyses', 'scans', 'draftSaves'] as const).map((kind) => [
      kind,
      createThrottle({
        db: deps.db,
        clock: deps.clock,
        store: usageStore,
        refusal: (rule, seconds) => refusal(kind, rule, seconds),
      }),
    ]),
  ) as Record<Kind, ReturnType<typeof createThrottle>>;

  async function count(kind: Kind, userId: number): Promise<void> {
    const bucket = `${kind}:user:${userId}`;
    const { perMinute, perDay } = deps.limits[kind];
    await throttles[kind].take([
      { bucket, limit: perMinute, windowMs: MINUTE_MS },
      { bucket, limit: perDay, windowMs: DAY_MS },
    ]);
  }

  return {
    analysis: (userId: number) => count('analyses', userId),
    scan: (userId: number) => count('scans', userId),
    /** A hunt draft's save stores up to 50 photos: counted like reading one (decision 024). */
    draftSave: (userId: number) => count('draftSaves', userId),
  };
}

export type FairUse = ReturnType<typeof createFairUse>;
