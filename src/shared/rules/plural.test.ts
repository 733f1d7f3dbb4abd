import { describe, expect, it } from 'vitest';
import { countOf, plural } from './plural';

describe('counts in words', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'message')).toBe('1 message');
    expect(countOf(0, 'hint')).toBe('0 hints');
    expect(countOf(2, 'step')).toBe('2 steps');
    expect(countOf(10_000, 'scan')).toBe('10000 scans');
    expect(countOf(1, 'discovery', 'discoveries')).toBe('1 discovery');
    expect(countOf(3, 'discovery', 'discoveries')).toBe('3 discoveries');
    expect(plural('scan', 1)).toBe('scan');
    expect(plural('scan', 1.5)).toBe('scans');
  });
});
