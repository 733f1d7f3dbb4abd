import {
  believableFrom,
  leastTravelKm,
  MAX_SCAN_ACCURACY_M,
  MAX_TRAVEL_KMH,
  type Fix,
} from '@/shared/rules/honest-position';
import { distanceKm } from '@/shared/rules/geo';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import type { Clock } from '@/server/lib/clock';
import * as repo from './scan-guards.repository';
import { say } from '@/server/lib/say';

export type ScanPosition = { latitude: number; longitude: number; accuracyM: number };

/** Accepted fixes are kept a little longer than the 24 hours a queued scan may be late. */
const FIXES_KEPT_MS = 25 * 3_600_000;

/** A fix worse than the discovery range says too little about where the scanner stands. */
export function assertAccurate(position: ScanPosition): void {
  if (position.accuracyM <= MAX_SCAN_ACCURACY_M) return;
  throw new AppError(
    'POSITION_INACCURATE',
    say('server_position_inaccurate', {
      accuracy: Math.round(position.accuracyM),
      needed: MAX_SCAN_ACCURACY_M,
    }),
  );
}

/**
 * Consecutive scans by one user must be reachable from each other at MAX_TRAVEL_KMH (decision
 * 011). The last accepted fix is judged and moved in one transaction under a lock per user, so
 * parallel scans from two places cannot both pass; a refused scan leaves it where it was, so
 * refusals cannot walk it forward.
 */
export function createPositionCheck(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  function tooFast(last: Fix, fix: Fix, allowedAt: Date): AppError {
    return new AppError(
      'IMPLAUSIBLE_TRAVEL',
      say('server_travel_too_fast', {
        distanceKm: distanceKm(last, fix),
        agoMs: fix.at.getTime() - last.at.getTime(),
        maxKmh: MAX_TRAVEL_KMH,
        waitMs: allowedAt.getTime() - fix.at.getTime(),
      }),
    );
  }

  /** A queued scan out of line with an accepted fix on either side of its time. */
  function outOfLine(from: Fix, to: Fix): AppError {
    return new AppError(
      'IMPLAUSIBLE_TRAVEL',
      say('server_travel_out_of_line', {
        apartMs: Math.abs(to.at.getTime() - from.at.getTime()),
        distanceKm: distanceKm(from, to),
        maxKmh: MAX_TRAVEL_KMH,
      }),
    );
  }

  /** Whether `to` can follow `from` at MAX_TRAVEL_KMH; `from` is the earlier fix. */
  const reachable = (from: Fix, to: Fix) =>
    leastTravelKm(from, to) === 0 || to.at >= believableFrom(from, to);

  return {
    /**
     * Accepts `position` as where the user was at `takenAt` (now, unless a queued scan says when
     * its photo was taken), or refuses it with the reason. A fix at or after the latest one is
     * judged against it and becomes the latest; a queued one that falls before the latest
     * (decision 027) is judged against the accepted fixes on both sides of its time and leaves
     * the latest where it is.
     */
    async accept(userId: number, position: ScanPosition, takenAt?: Date): Promise<void> {
      const now = clock.now();
      const fix: Fix = { ...position, at: takenAt ?? now };
      await db.transaction(async (tx) => {
        await repo.lockPositionOf(tx, userId);
        const last = await repo.lastPositionOf(tx, userId);
        if (!last || fix.at >= last.at) {
          // The first scan ever has nothing to be judged against.
          if (last && !reachable(last, fix)) {
            throw takenAt ? outOfLine(last, fix) : tooFast(last, fix, believableFrom(last, fix));
          }
          await repo.savePosition(tx, userId, fix);
        } else {
          const before = await repo.fixBefore(tx, userId, fix.at);
          const after = (await repo.fixAfter(tx, userId, fix.at)) ?? last;
          if (before && !reachable(before, fix)) throw outOfLine(before, fix);
          if (!reachable(fix, after)) throw outOfLine(fix, after);
        }
        await repo.recordFix(tx, userId, fix, new Date(now.getTime() - FIXES_KEPT_MS));
      });
    },
    forget: (tx: Db, userId: number) => repo.deletePositionOf(tx, userId),
  };
}

export type PositionCheck = ReturnType<typeof createPositionCheck>;
