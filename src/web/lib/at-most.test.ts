import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atMost } from '@/web/lib/at-most';

describe('atMost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** Whether `waiting` has settled, once the microtasks queued so far have run. */
  async function settled(waiting: Promise<void>): Promise<boolean> {
    let done = false;
    void waiting.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  }

  it('settles when the promise does, before the time is up, and clears its timer', async () => {
    let answer: (value: string) => void = () => undefined;
    const waiting = atMost(new Promise<string>((resolve) => (answer = resolve)), 500);
    expect(await settled(waiting)).toBe(false);
    answer('data');
    expect(await settled(waiting)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('settles, without rejecting, when the promise fails', async () => {
    const waiting = atMost(Promise.reject(new Error('offline')), 500);
    await expect(waiting).resolves.toBeUndefined();
  });

  it('settles when the time is up, for a promise that never does', async () => {
    const waiting = atMost(new Promise(() => undefined), 500);
    await vi.advanceTimersByTimeAsync(499);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
