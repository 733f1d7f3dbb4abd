import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { distinctiveKey, tooCommonToBeAKey } from './stock-wording';

type Recording = { name: string; result: { text: string } };
const recorded = (
  JSON.parse(
    readFileSync(new URL('../../../../tests/fixtures/ocr-recorded.json', import.meta.url), 'utf8'),
  ) as { recordings: Recording[] }
).recordings;

describe('too common to be a key (issue 20, point 5b)', () => {
  it.each([
    'EMERGENCY EXIT\nKEEP CLEAR',
    'FIRE DOOR KEEP SHUT',
    'No smoking in this area. CCTV in operation',
    'Private property - no parking - vehicles will be towed away',
    'Notausgang / Eingang - Rauchen verboten',
    'Sortie de secours, porte fermée',
  ])('flags stock wording: %s', (text) => {
    // Long enough to match on its own, so the warning is about commonness, not length.
    expect(tooCommonToBeAKey(text, 'local')).toBe(true);
  });

  it("keeps a place's own words: a name or a number is never stock wording", () => {
    expect(tooCommonToBeAKey('Fire door keep shut - Harbourfront Hall B', 'local')).toBe(false);
    expect(distinctiveKey('Allotment gardens Members please close the gate')).toBe(
      'allotmentgardensmembers',
    );
  });

  it('flags none of the recorded real and generated prints the tests use, but the stock sign', () => {
    const flagged = recorded
      .filter(({ result }) => tooCommonToBeAKey(result.text, 'local'))
      .map(({ name }) => name);
    expect(flagged.sort()).toEqual([
      'camera frame of photos/emergency-exit-sign.jpg',
      'photos/emergency-exit-sign.jpg',
    ]);
  });
});
