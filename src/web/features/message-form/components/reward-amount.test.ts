import { describe, expect, it } from 'vitest';
import {
  parseRewardAmount,
  rewardTextProblem,
} from '@/web/features/message-form/components/rewards-fields';

describe('parseRewardAmount', () => {
  it('reads a decimal point or comma as one, in whole cents', () => {
    expect(parseRewardAmount('1.5')).toBe(1.5);
    expect(parseRewardAmount('1,5')).toBe(1.5);
  });

  it('reads nothing usable as no reward', () => {
    expect(parseRewardAmount('')).toBe(0);
    expect(parseRewardAmount('-5')).toBe(0);
    expect(parseRewardAmount('abc')).toBe(0);
    // Tenths of a cent are not an amount anyone means; the field says so while it is typed.
    expect(parseRewardAmount('2,499')).toBe(0);
  });

  it('reads no other notation: an exponent or a thousands separator is not a reward', () => {
    expect(parseRewardAmount('1e3')).toBe(0);
    expect(parseRewardAmount('1.234,56')).toBe(0);
    expect(parseRewardAmount('99999999999')).toBe(10000);
  });
});

describe('rewardTextProblem', () => {
  it.each([
    ['', null],
    ['2', null],
    ['2,50', null],
    ['10000', null],
    ['-5', 'Enter euros and cents, e.g. 2.50'],
    ['abc', 'Enter euros and cents, e.g. 2.50'],
    ['0.001', 'Enter euros and cents, e.g. 2.50'],
    ['1e3', 'Enter euros and cents, e.g. 2.50'],
    ['1.234,56', 'Enter euros and cents, e.g. 2.50'],
    ['10000.01', 'The reward can be at most €10,000.00'],
  ])('%j: %s', (text, problem) => {
    expect(rewardTextProblem(text)).toBe(problem);
  });
});
