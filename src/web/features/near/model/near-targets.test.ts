import { describe, expect, it } from 'vitest';
import type { Hunt, HuntWaypoint } from '@/shared/contract/endpoints/hunts';
import type { Photo } from '@/shared/contract/endpoints/photos';
import {
  discoverableTargets,
  needsNewAnchor,
  targetsWithin,
} from '@/web/features/near/model/near-targets';

const HERE = { latitude: 37.9838, longitude: 23.7275 };
/** About `metres` north of HERE. */
const north = (metres: number) => ({ ...HERE, latitude: HERE.latitude + metres / 111_195 });

const photo = (id: number, overrides: Partial<Photo> = {}): Photo =>
  ({
    id,
    ...north(50),
    locationLabel: 'Athens, Greece',
    isOwner: false,
    discoveredByMe: false,
    scansLeft: 1,
    isAnalyzed: true,
    ...overrides,
  }) as Photo;

const step = (stepNumber: number, state: HuntWaypoint['state']): HuntWaypoint => ({
  stepNumber,
  state,
  photoId: 100 + stepNumber,
  photo: { id: 100 + stepNumber, ...north(30), locationLabel: null } as HuntWaypoint['photo'],
});

const hunt = (overrides: Partial<Hunt>): Hunt =>
  ({
    id: 1,
    title: 'Old town',
    isOwner: false,
    isOpen: true,
    isCompleted: false,
    waypoints: [step(1, 'completed'), step(2, 'active')],
    ...overrides,
  }) as Hunt;

describe('discoverableTargets', () => {
  it("keeps what the user may discover: not their own, not found, not closed, a hunt's active step", () => {
    const targets = discoverableTargets(
      [
        photo(1),
        photo(2, { isOwner: true }),
        photo(3, { discoveredByMe: true }),
        photo(4, { scansLeft: 0 }),
        photo(5, { isAnalyzed: false }),
      ],
      [hunt({}), hunt({ id: 2, isOwner: true }), hunt({ id: 3, isOpen: false })],
    );
    expect(targets.map((target) => target.key)).toEqual(['message:1', 'step:102']);
    expect(targets[1]!.title).toBe('Step 2 of Old town is within 100 m');
  });
});

describe('targetsWithin', () => {
  it('holds what is within 100 m, nearest first', () => {
    const targets = discoverableTargets(
      [photo(1, north(90)), photo(2, north(20)), photo(3, north(150))],
      [],
    );
    expect(targetsWithin(HERE, targets).map((target) => target.key)).toEqual([
      'message:2',
      'message:1',
    ]);
  });
});

describe('needsNewAnchor', () => {
  it('asks the nearby list again only after 2 km', () => {
    expect(needsNewAnchor(null, HERE)).toBe(true);
    expect(needsNewAnchor(HERE, north(1500))).toBe(false);
    expect(needsNewAnchor(HERE, north(2500))).toBe(true);
  });
});
