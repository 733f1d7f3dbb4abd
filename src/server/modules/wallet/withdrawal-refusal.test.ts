import { describe, expect, it } from 'vitest';
import { english } from '@/server/lib/say';
import { withdrawalRefusal as said } from './withdrawal-refusal';

/** The English words: what the reply's `error` carries. */
const withdrawalRefusal = (...args: Parameters<typeof said>) => english(said(...args));

const at = (iso: string) => new Date(iso);

describe('withdrawalRefusal', () => {
  it('says only what can go now when nothing is pending', () => {
    expect(withdrawalRefusal(150, [])).toBe(
      'The amount is more than your withdrawable balance: you can withdraw up to €1.50 now.',
    );
  });

  it('names the UTC day a single pending date releases, and the span of several', () => {
    const one = [{ amountCents: 500, status: 'pending', releaseAt: at('2026-12-01T23:30:00Z') }];
    expect(withdrawalRefusal(0, one)).toBe(
      'The amount is more than your withdrawable balance: you can withdraw up to €0.00 now. €5.00 of your rewards is still pending and becomes withdrawable on Dec 1, 2026 (UTC).',
    );
    const several = [
      ...one,
      { amountCents: 250, status: 'pending', releaseAt: at('2026-12-03T08:00:00Z') },
      { amountCents: 1000, status: 'review', releaseAt: at('2026-11-20T08:00:00Z') },
    ];
    expect(withdrawalRefusal(0, several)).toBe(
      'The amount is more than your withdrawable balance: you can withdraw up to €0.00 now. €7.50 of your rewards is still pending and becomes withdrawable between Dec 1, 2026 and Dec 3, 2026 (UTC). €10.00 of your rewards is held for review by our team before it can be withdrawn.',
    );
  });
});
