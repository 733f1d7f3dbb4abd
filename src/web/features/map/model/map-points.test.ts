import { describe, expect, it } from 'vitest';
import type { Hunt, HuntWaypoint } from '@/shared/contract/endpoints/hunts';
import type { Photo } from '@/shared/contract/endpoints/photos';
import { huntPoints, messagePoints } from '@/web/features/map/model/map-points';

const photo = (overrides: Partial<Photo>): Photo =>
  ({
    id: 1,
    latitude: 37.98,
    longitude: 23.72,
    locationLabel: 'Athens, Greece',
    isOwner: false,
    discoveredByMe: false,
    scansLeft: 1,
    isAnalyzed: true,
    ...overrides,
  }) as Photo;

describe('messagePoints', () => {
  it('colours each message by what this viewer may do with it', () => {
    const points = messagePoints([
      photo({ id: 1 }),
      photo({ id: 2, discoveredByMe: true }),
      photo({ id: 3, isOwner: true }),
      photo({ id: 4, scansLeft: 0 }),
      photo({ id: 5, isAnalyzed: false }),
      photo({ id: 6, latitude: null, longitude: null }),
    ]);
    expect(points.map((point) => [point.id, point.status])).toEqual([
      ['message-1', 'open'],
      ['message-2', 'found'],
      ['message-3', 'own'],
      ['message-4', 'closed'],
      ['message-5', 'closed'],
    ]);
  });
});

describe('huntPoints', () => {
  const step = (stepNumber: number, state: HuntWaypoint['state']): HuntWaypoint => ({
    stepNumber,
    state,
    photoId: state === 'locked' ? null : stepNumber,
    photo:
      state === 'locked'
        ? null
        : ({ latitude: 10 + stepNumber / 100, longitude: -30 } as HuntWaypoint['photo']),
  });

  it('places found and active steps, and leaves locked ones off the map', () => {
    const hunt = {
      id: 7,
      waypoints: [step(1, 'completed'), step(2, 'active'), step(3, 'locked')],
    } as Hunt;
    const map = huntPoints(hunt);
    expect(map.points.map((point) => [point.step, point.status])).toEqual([
      [1, 'found'],
      [2, 'open'],
    ]);
    expect(map.locked).toEqual([3]);
  });
});
