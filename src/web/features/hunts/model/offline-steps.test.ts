import { describe, expect, it } from 'vitest';
import type { Hunt, HuntStepPhoto, HuntWaypoint } from '@/shared/contract/endpoints/hunts';
import { activeStepsOf } from '@/web/features/hunts/model/offline-steps';

const photo = (id: number, extra: Partial<HuntStepPhoto> = {}): HuntStepPhoto => ({
  id,
  imageUrl: `/api/photos/${id}/image`,
  latitude: -37.8136,
  longitude: 144.9631,
  location: null,
  locationLabel: 'Degraves St',
  messageType: 'text',
  publicDescription: `Clue ${id}`,
  maxScans: 5,
  currentScans: 0,
  scansLeft: 5,
  isPrivate: false,
  hasRewards: false,
  rewardPerScan: 0,
  hints: [],
  hintCount: 0,
  ...extra,
});

const step = (stepNumber: number, state: HuntWaypoint['state'], shown: HuntStepPhoto | null) => ({
  stepNumber,
  state,
  photoId: shown?.id ?? null,
  photo: shown,
});

const hunt = (id: number, isOwner: boolean, waypoints: HuntWaypoint[]): Hunt =>
  ({ id, title: `Hunt ${id}`, totalSteps: waypoints.length, isOwner, waypoints }) as Hunt;

describe('the hunt steps kept for offline', () => {
  it('keeps only active steps of hunts the user plays, with what the player was shown', () => {
    const saved = activeStepsOf(
      [
        hunt(1, false, [
          step(1, 'completed', photo(11, { hiddenMessage: 'secret of a finished step' })),
          step(2, 'active', photo(12, { hints: ['Look up'] })),
          step(3, 'locked', null),
        ]),
        // The user's own hunt: they are not playing it.
        hunt(2, true, [step(1, 'creator', photo(21, { hiddenMessage: 'creator secret' }))]),
        // Any order: two active at once.
        hunt(3, false, [step(1, 'active', photo(31)), step(2, 'active', photo(32))]),
      ],
      new Date('2026-05-01T14:00:00Z'),
    );
    expect(saved.map((s) => [s.huntId, s.stepNumber])).toEqual([
      [1, 2],
      [3, 1],
      [3, 2],
    ]);
    expect(saved[0]).toEqual({
      huntId: 1,
      huntTitle: 'Hunt 1',
      stepNumber: 2,
      totalSteps: 3,
      imageUrl: '/api/photos/12/image',
      photo: null,
      clue: 'Clue 12',
      hints: ['Look up'],
      latitude: -37.8136,
      longitude: 144.9631,
      place: 'Degraves St',
      savedAt: '2026-05-01T14:00:00.000Z',
    });
    // Never a secret, whatever the reply carried.
    expect(JSON.stringify(saved)).not.toMatch(/secret/);
  });
});
