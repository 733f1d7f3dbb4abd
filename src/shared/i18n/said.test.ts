// The parameters of the server's sentences are worded by their names (decision 031): the
// English must stay what the server wrote before it said them with keys, and Greek reads Greek.
import { describe, expect, it } from 'vitest';
import type { SaidMessage } from '@/shared/errors';
import { english } from '@/shared/i18n/english';
import { m } from '@/shared/i18n/paraglide/messages';
import { wordParams } from '@/shared/i18n/said';
import { durationText } from '@/shared/rules/honest-position';

type AnyMessage = (params: object, options: { locale: 'el' }) => string;

function greek(said: SaidMessage): string {
  const message = (m as unknown as Record<string, AnyMessage>)[said.key]!;
  return message(wordParams(said.params, 'el', greek), { locale: 'el' });
}

/** How honest-position wrote a distance before its refusals were said with keys. */
const oldDistanceText = (km: number) =>
  km < 1 ? `${Math.round(km * 1000)} m` : `${Math.round(km).toLocaleString('en')} km`;

describe('wordParams', () => {
  it('words ...Ms as durationText did, in English, and in Greek', () => {
    for (const ms of [
      0, 1, 999, 1000, 1001, 59_000, 59_001, 60_000, 61_000, 3_599_000, 3_600_001, 7_200_000,
      90_000_000,
    ]) {
      expect(wordParams({ waitMs: ms }, 'en', english).waitMs).toBe(durationText(ms));
    }
    expect(wordParams({ waitMs: 300_000 }, 'el', english).waitMs).toBe('5 λεπτά');
    expect(wordParams({ waitMs: 1000 }, 'el', english).waitMs).toBe('1 δευτερόλεπτο');
  });

  it('words ...Km as the travel refusals did, in English, and in Greek', () => {
    for (const km of [0, 0.0004, 0.35, 0.9994, 0.9996, 1, 1.5, 999.4, 1234.5, 20_000]) {
      expect(wordParams({ distanceKm: km }, 'en', english).distanceKm).toBe(oldDistanceText(km));
    }
    expect(wordParams({ distanceKm: 0.35 }, 'el', english).distanceKm).toBe('350 μ.');
    expect(wordParams({ distanceKm: 1234.4 }, 'el', english).distanceKm).toBe('1.234 χλμ.');
  });

  it('words ...Cents as euros and ...Day as a UTC day; other params go in as they are', () => {
    const params = {
      totalCents: 150,
      firstDay: '2026-12-01T23:30:00.000Z',
      count: 3,
      nickname: 'Ann',
    };
    expect(wordParams(params, 'en', english)).toEqual({
      totalCents: '€1.50',
      firstDay: 'Dec 1, 2026',
      count: 3,
      nickname: 'Ann',
    });
    const el = wordParams(params, 'el', english);
    expect(el.totalCents).toBe('1,50\u00a0€');
    expect(el.firstDay).toMatch(/^1 Δεκ 2026$/);
  });
});

describe('sentences the server says', () => {
  it('joins sentences said in turn, each in its language', () => {
    const said: SaidMessage = {
      key: 'server_in_turn',
      params: {
        first: { key: 'server_withdrawal_over_balance', params: { withdrawableCents: 0 } },
        second: { key: 'server_withdrawal_in_review', params: { totalCents: 1000 } },
      },
    };
    expect(english(said)).toBe(
      'The amount is more than your withdrawable balance: you can withdraw up to €0.00 now. €10.00 of your rewards is held for review by our team before it can be withdrawn.',
    );
    expect(greek(said)).toMatch(/^Το ποσό ξεπερνά .* 10,00\u00a0€ από τις ανταμοιβές σας/);
  });

  it('keeps quotes and the plural of the shortfall (SPEC 8)', () => {
    expect(
      english({
        key: 'server_moderation_decision_not_allowed',
        params: { state: 'hidden', decision: 'restore' },
      }),
    ).toBe("A message that is hidden cannot be given the decision 'restore'.");
    expect(
      english({
        key: 'server_shortfall_other',
        params: { totalCents: 100, count: 10, balanceCents: 0 },
      }),
    ).toBe('Need €1.00 for 10 scans. Current balance: €0.00');
  });
});
