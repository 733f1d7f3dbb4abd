import { describe, expect, it } from 'vitest';
import { onePressAtATime } from '@/web/lib/use-one-press';

describe('onePressAtATime', () => {
  it('runs a second press only once the first has settled', async () => {
    const press = onePressAtATime();
    let runs = 0;
    let finish: (value: string) => void = () => undefined;
    const work = () =>
      new Promise<string>((resolve) => {
        runs += 1;
        finish = resolve;
      });
    const first = press(work);
    const second = press(work);
    expect(runs).toBe(1);
    finish('done');
    expect(await first).toBe('done');
    expect(await second).toBeUndefined();
    const third = press(work);
    expect(runs).toBe(2);
    finish('again');
    expect(await third).toBe('again');
  });

  it('lets the next press through after a failed one', async () => {
    const press = onePressAtATime();
    await expect(press(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(await press(() => Promise.resolve(1))).toBe(1);
  });
});
