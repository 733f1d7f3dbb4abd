import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onePerTask } from '@/web/lib/one-per-task';

describe('onePerTask', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each job in a task of its own, in order, none at once', () => {
    const ran: string[] = [];
    onePerTask([() => ran.push('a'), () => ran.push('b'), () => ran.push('c')]);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('schedules nothing for no jobs', () => {
    onePerTask([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
