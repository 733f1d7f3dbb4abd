import { describe, expect, it } from 'vitest';
import type { Hunt, HuntProgress } from '@/shared/contract/endpoints/hunts';
import { lockedStepWords } from '@/web/features/hunts/model/locked-step';

const now = new Date('2026-06-01T12:00:00Z');

const progress = (found: number[], required: number, finished: boolean): HuntProgress => ({
  huntId: 1,
  stepOrder: 'some',
  totalSteps: 4,
  requiredSteps: required,
  completedSteps: found,
  activeSteps: [],
  canParticipateInStep: null,
  isCompleted: finished,
  startedAt: '2026-06-01T10:00:00Z',
  finishedAt: finished ? '2026-06-01T11:00:00Z' : null,
  rewardToWin: 0,
});

const hunt = (
  stepOrder: Hunt['stepOrder'],
  found: number[],
  required: number,
  finished: boolean,
  window: Partial<Pick<Hunt, 'isOpen' | 'startsAt'>> = {},
) => ({
  stepOrder,
  isOpen: true,
  startsAt: null,
  progress: progress(found, required, finished),
  ...window,
});

const previousStep = 'Complete the previous step to unlock';
const notNeeded = 'Not needed: the hunt was finished without this step';

describe('the words on a locked hunt step', () => {
  it("keep SPEC 4's sentence in an open linear hunt not finished yet", () => {
    expect(lockedStepWords(hunt('linear', [1], 3, false), now)).toEqual({
      label: 'Locked',
      text: previousStep,
    });
  });

  it("say a step was not needed in a finished 'any N of M' hunt, not that it awaits a step", () => {
    const words = lockedStepWords(hunt('some', [1, 3], 2, true), now);
    expect(words).toEqual({ label: 'Not needed', text: notNeeded });
    // Also once the needed count is reached, even while the finish is being recorded.
    expect(lockedStepWords(hunt('some', [2, 4], 2, false), now).text).toBe(notNeeded);
  });

  it('never speak of a previous step in a free-order hunt, open or not', () => {
    const orders = ['free', 'some'] as const;
    for (const order of orders) {
      for (const window of [
        {},
        { isOpen: false, startsAt: '2026-07-01T00:00:00Z' },
        { isOpen: false, startsAt: '2026-05-01T00:00:00Z' },
      ]) {
        expect(lockedStepWords(hunt(order, [1], 3, false, window), now).text).not.toBe(
          previousStep,
        );
      }
    }
  });

  it('tell a hunt not started yet from one that has ended, in any order', () => {
    const early = { isOpen: false, startsAt: '2026-07-01T00:00:00Z' };
    const late = { isOpen: false, startsAt: '2026-05-01T00:00:00Z' };
    expect(lockedStepWords(hunt('linear', [], 3, false, early), now).text).toBe(
      'Opens when the hunt starts',
    );
    expect(lockedStepWords(hunt('free', [1], 3, false, late), now).text).toBe(
      'The hunt has ended: this step can no longer be found',
    );
  });
});
