import { afterEach, describe, expect, it } from 'vitest';
import type { HuntStepDraft } from '@/web/features/hunts/model/hunt-editor';
import { getLocale, overwriteGetLocale } from '@/shared/i18n/paraglide/runtime';
import { formatEuros } from '@/shared/rules/money';
import { durationText, huntOrderLabel } from '@/web/features/hunts/components/hunt-order-label';
import { findHuntProblem } from '@/web/features/hunts/model/hunt-checks';
import { emptyHuntEditor } from '@/web/features/hunts/model/hunt-editor';
import { lockedStepWords } from '@/web/features/hunts/model/locked-step';
import { m } from '@/web/i18n/i18n';
import { imageDataUrl } from '@/web/features/hunts/model/hunt-payload';
import { huntTitle, typedTitle } from '@/web/features/hunts/model/hunt-title';

const original = getLocale;

/** Two steps, neither complete: the publish check names both. */
const twoEmptySteps: HuntStepDraft[] = [emptyHuntEditor().steps[0]!, emptyHuntEditor().steps[0]!];
const someOf = (requiredSteps: number, totalSteps: number) =>
  ({ stepOrder: 'some', requiredSteps, totalSteps }) as const;
const openLinear = { stepOrder: 'linear', isOpen: true, startsAt: null, progress: null } as const;

describe('hunt messages', () => {
  afterEach(() => overwriteGetLocale(original));

  it('words the stored default title in the language in use, and keeps it when typed back', () => {
    overwriteGetLocale(() => 'el');
    expect(huntTitle('Untitled Hunt')).toBe('Κυνήγι χωρίς τίτλο');
    expect(huntTitle('Untitled Hunt 2')).toBe('Untitled Hunt 2');
    expect(huntTitle('Το κυνήγι μου')).toBe('Το κυνήγι μου');
    // The field shows the Greek words; left as they are, the default is what is sent.
    expect(typedTitle('Κυνήγι χωρίς τίτλο')).toBe('Untitled Hunt');
    expect(typedTitle('Κυνήγι χωρίς τίτλο στην πλατεία')).toBe('Κυνήγι χωρίς τίτλο στην πλατεία');
    overwriteGetLocale(() => 'en');
    expect(huntTitle('Untitled Hunt')).toBe('Untitled Hunt');
    expect(typedTitle('Untitled Hunt')).toBe('Untitled Hunt');
  });

  it("says a step's unreadable photo in the language in use", async () => {
    const unreadable = { kind: 'capture', dataUrl: 'data:image/jpeg;base64,AAAA' } as const;
    overwriteGetLocale(() => 'en');
    await expect(imageDataUrl(unreadable)).rejects.toThrow(
      'This photo could not be read. Please choose another one.',
    );
    overwriteGetLocale(() => 'el');
    await expect(imageDataUrl(unreadable)).rejects.toThrow(
      'Δεν ήταν δυνατή η ανάγνωση αυτής της φωτογραφίας. Επιλέξτε μια άλλη.',
    );
  });

  it('renders the unsaved-changes words in English and Greek', () => {
    overwriteGetLocale(() => 'en');
    expect(m.hunts_unsaved_title()).toBe('Unsaved Changes');
    overwriteGetLocale(() => 'el');
    expect(m.hunts_unsaved_title()).toBe('Μη αποθηκευμένες αλλαγές');
  });

  it('words the publish check, the order and a locked step in the language in use', () => {
    overwriteGetLocale(() => 'en');
    expect(findHuntProblem(twoEmptySteps)).toEqual({
      title: 'Missing Information',
      description: 'Please complete all waypoints. Missing: Step 1, Step 2',
    });
    expect(huntOrderLabel(someOf(2, 3))).toBe('Any 2 of 3 steps');
    expect(huntOrderLabel(someOf(1, 1))).toBe('Any 1 of 1 step');
    expect(lockedStepWords(openLinear).text).toBe('Complete the previous step to unlock');
    expect(durationText('2026-06-01T10:00:00Z', new Date('2026-06-01T11:05:00Z'))).toBe(
      '1 h 5 min',
    );

    overwriteGetLocale(() => 'el');
    expect(findHuntProblem(twoEmptySteps)).toEqual({
      title: 'Ελλιπή στοιχεία',
      description: 'Παρακαλούμε συμπληρώστε όλα τα σημεία. Λείπουν: Βήμα 1, Βήμα 2',
    });
    expect(huntOrderLabel(someOf(2, 3))).toBe('Οποιαδήποτε 2 από 3 βήματα');
    expect(huntOrderLabel(someOf(1, 1))).toBe('Οποιαδήποτε 1 από 1 βήμα');
    expect(lockedStepWords(openLinear)).toEqual({
      label: 'Κλειδωμένο',
      text: 'Ολοκληρώστε το προηγούμενο βήμα για να ξεκλειδωθεί',
    });
    expect(durationText('2026-06-01T10:00:00Z', new Date('2026-06-01T11:05:00Z'))).toBe(
      '1 ώ. 5 λεπ.',
    );
  });

  it('writes the smallest reward in the money of the language in use', () => {
    const step = { ...emptyHuntEditor().steps[0]! };
    const withReward: HuntStepDraft = {
      ...step,
      position: { latitude: 37.98, longitude: 23.72 },
      message: {
        ...step.message,
        image: { kind: 'capture', dataUrl: 'data:image/jpeg;base64,AAAA' },
        hiddenMessage: 'Under the bench',
        hasRewards: true,
        rewardAmount: 0,
      },
    };
    overwriteGetLocale(() => 'el');
    expect(findHuntProblem([withReward])?.description).toBe(
      `Βήμα 1: το ποσό της ανταμοιβής πρέπει να είναι τουλάχιστον ${formatEuros(0.01, 2, 'el')}`,
    );
    expect(formatEuros(0.01, 2, 'el')).toContain('0,01');
  });
});
