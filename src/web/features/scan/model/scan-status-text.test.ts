import { afterEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '@/shared/i18n/paraglide/runtime';
import {
  compassText,
  scanMissText,
  settledText,
  stepText,
} from '@/web/features/scan/model/scan-status-text';

afterEach(() => overwriteGetLocale(() => 'en'));

describe('scan status lines in the language in use', () => {
  it('speaks English by default, word for word as before', () => {
    expect(stepText('nearby')).toBe('Checking nearby messages...');
    expect(settledText({ kind: 'not-found', reason: 'no-match' })).toBe(
      'No matches found anywhere',
    );
    expect(scanMissText({ kind: 'nearby', distanceM: 150, direction: 'north-east' })).toBe(
      "You're about 150 m away — move closer (north-east)",
    );
  });

  it('announces a result and a near miss in Greek, compass point included', () => {
    overwriteGetLocale(() => 'el');
    expect(stepText('analyzing')).toBe('Ανάλυση φωτογραφίας...');
    expect(settledText({ kind: 'not-found', reason: 'no-text' })).toBe(
      'Δεν βρέθηκε κείμενο στη φωτογραφία',
    );
    expect(compassText('south-west')).toBe('νοτιοδυτικά');
    expect(
      settledText({
        kind: 'not-found',
        reason: 'no-match',
        miss: { kind: 'nearby', distanceM: 200, direction: 'north' },
      }),
    ).toBe('Βρίσκεστε περίπου 200 m μακριά — πλησιάστε (βόρεια)');
    expect(settledText({ kind: 'failed', problem: 'busy' })).toBe(
      'Ο σαρωτής είναι απασχολημένος. Δοκιμάστε ξανά σε λίγο.',
    );
  });
});
