import { distanceKm } from './geo';

// Issue 10, point 4 (decision 011): where a scan says it stands must be believable.

/** A fix whose accuracy is worse than the discovery range could be anywhere in it, or beyond. */
export const MAX_SCAN_ACCURACY_M = 100;
/** Faster than a train between two scans by one person: the position was not theirs. */
export const MAX_TRAVEL_KMH = 300;

export type Fix = { latitude: number; longitude: number; accuracyM: number; at: Date };

/**
 * How far a person must at least have travelled between two fixes: the distance between them
 * less what each fix's accuracy allows (two reports of one spot may differ by both
 * accuracies), and never below zero. The allowance is at most 2 × MAX_SCAN_ACCURACY_M.
 */
export function leastTravelKm(from: Fix, to: Fix): number {
  const slackKm = (from.accuracyM + to.accuracyM) / 1000;
  return Math.max(0, distanceKm(from, to) - slackKm);
}

/**
 * When `to` becomes believable after `from`: the moment the least travel between them takes at
 * MAX_TRAVEL_KMH. A fix at or after it is allowed; a fix before it is refused.
 */
export function believableFrom(from: Fix, to: Fix): Date {
  const hours = leastTravelKm(from, to) / MAX_TRAVEL_KMH;
  return new Date(from.at.getTime() + hours * 3_600_000);
}

/** "5 seconds", "1 minute", "3 hours": a wait or an age, rounded up to what a person reads. */
export function durationText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}
