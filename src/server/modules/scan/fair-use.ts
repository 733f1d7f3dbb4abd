import { durationText } from '@/shared/rules/honest-position';
import type { FairUseLimits } from '@/server/config';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import type { Clock } from '@/server/lib/clock';
import { createThrottle, type ThrottleRule } from '@/server/lib/throttle';
import { usageStore } from './scan-guards.repository';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

type Kind = keyof FairUseLimits;

/** What the person did too often, and what opens again, in their words. */
const DONE: Record<Kind, (count: number) => string> = {
  analyses: (count) => `sent ${count} photos to read`,
  scans: (count) => `scanned ${count} times`,
  draftSaves: (count) => `saved hunt drafts ${count} times`,
};
const AGAIN: Record<Kind, string> = {
  analyses: 'You can send photos again',
  scans: 'You can scan again',
  draftSaves: 'You can save drafts again',
};

function refusal(kind: Kind, rule: ThrottleRule, seconds: number): AppError {
  const wait = durationText(seconds * 1000);
  const message =
    rule.windowMs === MINUTE_MS
      ? `You have ${DONE[kind](rule.limit)} in the last minute, the most one account may. Please wait ${wait} and try again.`
      : `You have ${DONE[kind](rule.limit)} today, the most one account may in a day. ${AGAIN[kind]} in ${wait}.`;
  return new AppError('RATE_LIMITED', message, { 'Retry-After': String(seconds) });
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
