import { describe, expect, it } from 'vitest';
import { prepareSteps, STEPS_READ_AT_ONCE } from './prepare-steps';

/** A step preparation that takes `ms`, recording how many run at once and which started. */
function recorder(options: { ms: (step: number) => number; fails?: number[] }) {
  let running = 0;
  const seen = { most: 0, started: [] as number[], discarded: [] as string[] };
  const prepare = async (step: number) => {
    seen.started.push(step);
    running += 1;
    seen.most = Math.max(seen.most, running);
    await new Promise((resolve) => setTimeout(resolve, options.ms(step)));
    running -= 1;
    if (options.fails?.includes(step)) throw new Error(`step ${step} unreadable`);
    return `prepared ${step}`;
  };
  const discard = async (prepared: string) => {
    seen.discarded.push(prepared);
  };
  return { prepare, discard, seen };
}

const steps = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

describe('prepareSteps', () => {
  it('reads several steps at once, never more than the limit, and keeps step order', async () => {
    // Later steps finish first: the result must still be in step order.
    const { prepare, discard, seen } = recorder({ ms: (step) => 40 - step * 3 });
    const prepared = await prepareSteps(steps(10), prepare, discard);
    expect(prepared).toEqual(steps(10).map((step) => `prepared ${step}`));
    expect(seen.most).toBe(STEPS_READ_AT_ONCE);
    expect(seen.discarded).toEqual([]);
  });

  it('names the first failing step in order, discards what was prepared and starts nothing more', async () => {
    // Step 4 fails at once, step 2 fails later: step 2 is the one a reading in order names.
    const { prepare, discard, seen } = recorder({
      ms: (step) => (step === 4 ? 1 : 30),
      fails: [2, 4],
    });
    await expect(prepareSteps(steps(12), prepare, discard)).rejects.toThrow('step 2 unreadable');
    // Steps 1-4 started together; the failure of step 4 stopped every lane before step 5.
    expect(seen.started.sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    expect(seen.discarded.sort()).toEqual(['prepared 1', 'prepared 3']);
  });

  it('reads one step alone, and nothing for no steps', async () => {
    const { prepare, discard, seen } = recorder({ ms: () => 1 });
    expect(await prepareSteps([7], prepare, discard)).toEqual(['prepared 7']);
    expect(await prepareSteps([], prepare, discard)).toEqual([]);
    expect(seen.most).toBe(1);
  });
});
