import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '@/shared/contract/endpoints/activity';
import { activityText, isNew } from '@/web/features/activity/model/activity-text';

const item = (overrides: Partial<ActivityItem>): ActivityItem => ({
  id: 'x',
  kind: 'message_discovered',
  at: '2026-11-26T12:00:00.123Z',
  photoId: null,
  place: null,
  amount: null,
  ticketId: null,
  subject: null,
  huntId: null,
  huntTitle: null,
  stepNumber: null,
  ...overrides,
});

describe('activityText', () => {
  it('words each kind from its parameters', () => {
    expect(activityText(item({ place: 'Athens, Greece' }))).toEqual({
      title: 'Someone discovered your message',
      detail: 'Athens, Greece',
    });
    expect(activityText(item({ kind: 'reward_received', amount: 1.5 })).title).toBe(
      'Reward received: €1.50',
    );
    expect(activityText(item({ kind: 'reward_released', amount: 0.3 })).title).toBe(
      'Reward released: €0.30 is now withdrawable',
    );
    expect(activityText(item({ kind: 'ticket_answered', subject: 'Refund' }))).toEqual({
      title: 'Support answered your ticket',
      detail: 'Refund',
    });
    expect(
      activityText(item({ kind: 'hunt_step_unlocked', stepNumber: 2, huntTitle: 'Old town' })),
    ).toEqual({ title: 'Step 2 unlocked', detail: 'Old town' });
  });
});

describe('isNew', () => {
  it('is new after what was seen, to the millisecond, and always before anything was', () => {
    const at = '2026-11-26T12:00:00.123Z';
    expect(isNew(item({ at }), null)).toBe(true);
    expect(isNew(item({ at }), at)).toBe(false);
    expect(isNew(item({ at }), '2026-11-26T12:00:00.122Z')).toBe(true);
  });
});
