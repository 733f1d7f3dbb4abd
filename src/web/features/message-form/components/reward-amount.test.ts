import { describe, expect, it } from 'vitest';
import { parseRewardAmount } from '@/web/features/message-form/components/rewards-fields';

describe('parseRewardAmount', () => {
  it('reads a decimal point or comma as one, in whole cents', () => {
    expect(parseRewardAmount('1.5')).toBe(1.5);
    expect(parseRewardAmount('1,5')).toBe(1.5);
    expect(parseRewardAmount('2,499')).toBe(2.5);
  });

  it('reads nothing usable as no reward', () => {
    expect(parseRewardAmount('')).toBe(0);
    expect(parseRewardAmount('-5')).toBe(0);
    expect(parseRewardAmount('abc')).toBe(0);
  });
});
