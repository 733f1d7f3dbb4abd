import type { Hunt } from '@/shared/contract/endpoints/hunts';
import { m } from '@/web/i18n/i18n';

export interface LockedStepWords {
  /** The short state beside the step's number. */
  label: string;
  /** The sentence in place of the step's photo. */
  text: string;
}

/**
 * Why a player cannot see a step, in words that fit the hunt. SPEC 4's 'Complete the previous
 * step to unlock' is true only in a linear hunt that is open and not finished: a finished
 * 'any N of M' hunt leaves steps nobody needed, and outside the hunt's dates no step opens in
 * any order (the server locks every step not found then: hunts.presenter.ts activeSteps).
 */
export function lockedStepWords(
  hunt: Pick<Hunt, 'stepOrder' | 'isOpen' | 'startsAt' | 'progress'>,
  now: Date = new Date(),
): LockedStepWords {
  const progress = hunt.progress;
  const finished =
    progress !== null &&
    (progress.isCompleted || progress.completedSteps.length >= progress.requiredSteps);
  if (finished) {
    return { label: m.hunts_locked_not_needed(), text: m.hunts_locked_not_needed_text() };
  }
  if (!hunt.isOpen) {
    const notStarted = hunt.startsAt !== null && new Date(hunt.startsAt) > now;
    return {
      label: m.hunts_state_locked(),
      text: notStarted ? m.hunts_locked_not_started() : m.hunts_locked_ended(),
    };
  }
  if (hunt.stepOrder === 'linear') {
    return { label: m.hunts_state_locked(), text: m.hunts_locked_previous() };
  }
  // Open, unfinished, any order: every step not found is active, so none should be locked.
  return { label: m.hunts_state_locked(), text: m.hunts_locked_not_open() };
}
