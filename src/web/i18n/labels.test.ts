import { afterEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '@/shared/i18n/paraglide/runtime';
import { formatDistance, ticketStatusLabel } from '@/web/i18n/labels';
import { formatEuros } from '@/web/i18n/i18n';

afterEach(() => overwriteGetLocale(() => 'en'));

describe('formatDistance (SPEC 9)', () => {
  it.each([
    [0.0999, 'Very close (< 100m)'],
    [0.1, '100m'],
    [0.4567, '457m'],
    [0.9994, '999m'],
    // Rounded to metres first: the unit follows the rounded figure.
    [0.9996, '1.0km'],
    [1, '1.0km'],
    [4.26, '4.3km'],
    [12.4, '12km'],
  ])('%s km reads %s', (km, text) => {
    overwriteGetLocale(() => 'en');
    expect(formatDistance(km)).toBe(text);
  });

  it('speaks Greek with a decimal comma', () => {
    overwriteGetLocale(() => 'el');
    expect(formatDistance(4.26)).toBe('4,3 χλμ.');
    expect(formatDistance(0.05)).toBe('Πολύ κοντά (< 100 μ.)');
  });
});

describe('words for codes and money per language', () => {
  it('writes euros the way each language does', () => {
    overwriteGetLocale(() => 'en');
    expect(formatEuros(1234.5)).toBe('€1,234.50');
    expect(ticketStatusLabel('in_progress')).toBe('In Progress');
    overwriteGetLocale(() => 'el');
    expect(formatEuros(1234.5)).toBe('1.234,50\u00a0€');
    expect(ticketStatusLabel('in_progress')).toBe('Σε εξέλιξη');
  });
});
