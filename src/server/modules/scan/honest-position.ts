import {
  believableFrom,
  durationText,
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

export type ScanPosition = { latitude: number; longitude: number; accuracyM: number };

/** A fix worse than the discovery range says too little about where the scanner stands. */
export function assertAccurate(position: ScanPosition): void {
  if (position.accuracyM <= MAX_SCAN_ACCURACY_M) return;
  throw new AppError(
    'POSITION_INACCURATE',
    `Your location is only accurate to ${Math.round(position.accuracyM)} m, and scanning needs ${MAX_SCAN_ACCURACY_M} m or better. ` +
      'Step outside or near a window, wait a moment for GPS to settle, and scan again.',
  );
}

function distanceText(km: number): string {
  return km < 1 ? `${Math.round(km * 1000)} m` : `${Math.round(km).toLocaleString('en')} km`;
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
      `This scan is ${distanceText(distanceKm(last, fix))} from your last one, made ` +
        `${durationText(fix.at.getTime() - last.at.getTime())} ago: nobody travels faster than ` +
        `${MAX_TRAVEL_KMH} km/h. If your location is wrong, wait for GPS to settle and scan again; ` +
        `otherwise you can scan here in ${durationText(allowedAt.getTime() - fix.at.getTime())}.`,
    );
  }

  return {
    /** Accepts `position` as the user's latest, or refuses it with the reason. */
    async accept(userId: number, position: ScanPosition): Promise<void> {
      const fix: Fix = { ...position, at: clock.now() };
      await db.transaction(async (tx) => {
        await repo.lockPositionOf(tx, userId);
        const last = await repo.lastPositionOf(tx, userId);
        // The first scan ever has nothing to be judged against.
        if (last && leastTravelKm(last, fix) > 0) {
          const allowedAt = believableFrom(last, fix);
          if (fix.at < allowedAt) throw tooFast(last, fix, allowedAt);
        }
        await repo.savePosition(tx, userId, fix);
      });
    },
    forget: (tx: Db, userId: number) => repo.deletePositionOf(tx, userId),
  };
}

export type PositionCheck = ReturnType<typeof createPositionCheck>;
