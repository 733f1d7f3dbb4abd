import type { Hunt } from '@/shared/contract/endpoints/hunts';

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
    return { label: 'Not needed', text: 'Not needed: the hunt was finished without this step' };
  }
  if (!hunt.isOpen) {
    const notStarted = hunt.startsAt !== null && new Date(hunt.startsAt) > now;
    return {
      label: 'Locked',
      text: notStarted
        ? 'Opens when the hunt starts'
        : 'The hunt has ended: this step can no longer be found',
    };
  }
  if (hunt.stepOrder === 'linear') {
    return { label: 'Locked', text: 'Complete the previous step to unlock' };
  }
  // Open, unfinished, any order: every step not found is active, so none should be locked.
  return { label: 'Locked', text: 'This step is not open to you now' };
}
