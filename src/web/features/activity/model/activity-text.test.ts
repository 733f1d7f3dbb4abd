import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '@/shared/contract/endpoints/activity';
import { activityText, isNew } from '@/web/features/activity/model/activity-text';
import { getLocale, overwriteGetLocale } from '@/shared/i18n/paraglide/runtime';

const original = getLocale;
const item = (overrides: Partial<ActivityItem>): ActivityItem => ({
  id: 'x',
  kind: 'message_discovered',
  at: '2026-11-26T12:00:00.123Z',
  photoId: null,
  place: null,
  amount: null,
  ticketId: null,
  subject: null,
  notice: null,
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

  it("words an office notice's subject, and the default hunt title, in Greek", () => {
    overwriteGetLocale(() => 'el');
    try {
      const notice = {
        kind: 'message_hidden',
        params: { photoId: 9, description: null, refundedCents: 0 },
      } as const;
      const answered = item({
        kind: 'ticket_answered',
        subject: 'Your hidden message #9 was hidden',
        notice,
      });
      expect(activityText(answered).detail).toBe('Το κρυφό σας μήνυμα #9 αποκρύφτηκε');
      const unlocked = item({
        kind: 'hunt_step_unlocked',
        stepNumber: 1,
        huntTitle: 'Untitled Hunt',
      });
      expect(activityText(unlocked).detail).toBe('Κυνήγι χωρίς τίτλο');
    } finally {
      overwriteGetLocale(original);
    }
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
