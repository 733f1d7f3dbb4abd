import { describe, expect, it } from 'vitest';
import { distanceKm, formatDistance } from './geo';

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
    expect(formatDistance(km)).toBe(text);
  });

  it('measures on a 6371 km sphere: one degree of latitude is 111.19 km', () => {
    const km = distanceKm({ latitude: 10, longitude: 20 }, { latitude: 11, longitude: 20 });
    expect(km).toBeCloseTo(111.195, 3);
  });
});
