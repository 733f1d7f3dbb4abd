import { describe, expect, it } from 'vitest';
import { bearingDegrees, compassPoint, distanceKm, roundNearMiss } from './geo';

describe('geo (SPEC 9)', () => {
  it('measures on a 6371 km sphere: one degree of latitude is 111.19 km', () => {
    const km = distanceKm({ latitude: 10, longitude: 20 }, { latitude: 11, longitude: 20 });
    expect(km).toBeCloseTo(111.195, 3);
  });
});

describe('near misses (issue 19)', () => {
  it.each([
    [0, 'north'],
    [22.4, 'north'],
    [22.5, 'north-east'],
    [45, 'north-east'],
    [90, 'east'],
    [135, 'south-east'],
    [180, 'south'],
    [225, 'south-west'],
    [270, 'west'],
    [315, 'north-west'],
    [337.4, 'north-west'],
    [337.5, 'north'],
    [359.9, 'north'],
  ])('a bearing of %s° is %s', (bearing, point) => {
    expect(compassPoint(bearing)).toBe(point);
  });

  it('bears north-east from a point to one north-east of it, south-west back', () => {
    const a = { latitude: 51.5, longitude: -0.12 };
    const b = { latitude: 51.501, longitude: -0.1184 };
    expect(compassPoint(bearingDegrees(a, b))).toBe('north-east');
    expect(compassPoint(bearingDegrees(b, a))).toBe('south-west');
  });

  it.each([
    [100.4, 100],
    [124, 100],
    [125, 150],
    [180, 200],
    [174, 150],
    [999, 1000],
    [10, 50],
  ])('%s m reads about %s m', (metres, shown) => {
    expect(roundNearMiss(metres)).toBe(shown);
  });
});
