import { afterEach, describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale } from '@/shared/i18n/paraglide/runtime';
import { m } from '@/web/i18n/i18n';

const original = getLocale;

describe('hunt messages', () => {
  afterEach(() => overwriteGetLocale(original));

  it('renders the unsaved-changes words in English and Greek', () => {
    overwriteGetLocale(() => 'en');
    expect(m.hunts_unsaved_title()).toBe('Unsaved Changes');
    overwriteGetLocale(() => 'el');
    expect(m.hunts_unsaved_title()).toBe('Μη αποθηκευμένες αλλαγές');
  });
});
