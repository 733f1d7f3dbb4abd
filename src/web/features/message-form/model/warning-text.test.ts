import { afterEach, describe, expect, it } from 'vitest';
import { UPLOAD_WARNING_CODES } from '@/shared/rules/upload-warnings';
import { getLocale, overwriteGetLocale } from '@/shared/i18n/paraglide/runtime';
import { photoNotReady } from '@/web/features/message-form/model/photo-readiness';
import { homeForm } from '@/web/features/message-form/model/message-form-variants';
import { warningText } from '@/web/features/message-form/model/warning-text';

const english = getLocale;

afterEach(() => overwriteGetLocale(english));

describe("a photo's warnings in the language in use (issue 21 point 3)", () => {
  it('says each warning in English as the server does, and in Greek by its code', () => {
    const server = { message: 'the server words' };
    expect(warningText({ code: 'near-duplicate', ...server })).toBe(
      'Another message within 100 m hides behind nearly the same text: a scan of it would find both. Photograph different text to keep yours apart.',
    );
    overwriteGetLocale(() => 'el');
    expect(warningText({ code: 'near-duplicate', ...server })).toBe(
      'Ένα άλλο μήνυμα σε απόσταση έως 100 m κρύβεται πίσω από σχεδόν το ίδιο κείμενο: μια σάρωσή του θα έβρισκε και τα δύο. Φωτογραφίστε διαφορετικό κείμενο για να ξεχωρίζει το δικό σας.',
    );
    for (const code of UPLOAD_WARNING_CODES) {
      expect(warningText({ code, ...server })).toMatch(/[α-ω]/);
    }
  });

  it("tells a blocking warning and the form's checks in Greek", () => {
    overwriteGetLocale(() => 'el');
    const upload = {
      id: 1,
      status: 'read' as const,
      imageUrl: '/x',
      width: 1,
      height: 1,
      text: '',
      letters: 0,
      regions: [],
      warnings: [{ code: 'too-little' as const, message: 'x', blocking: true }],
      expiresAt: '2026-01-01T00:00:00.000Z',
      photoId: null,
    };
    expect(photoNotReady({ state: { stage: 'read', upload }, confirmed: [] })?.title).toBe(
      'Τραβήξτε ξανά τη φωτογραφία',
    );
    expect(homeForm.title).toBe('Δημιουργία μηνύματος τοποθεσίας');
    expect(homeForm.words.image.title).toBe('Απαιτείται εικόνα');
  });
});
