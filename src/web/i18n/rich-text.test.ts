import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { overwriteGetLocale } from '@/shared/i18n/paraglide/runtime';
import { RichText, type RichText as RichTextType } from '@/web/i18n/rich-text';
import { formatLongDate } from '@/web/lib/format-date';

afterEach(() => overwriteGetLocale(() => 'en'));

const html = (props: Parameters<typeof RichTextType>[0]) =>
  renderToStaticMarkup(createElement(RichText, props));

describe('RichText', () => {
  it('draws <b> as bold and leaves the words around it as they are', () => {
    expect(html({ text: '<b>Minimum age 13.</b> You must be at least 13.' })).toBe(
      '<strong>Minimum age 13.</strong> You must be at least 13.',
    );
  });

  it("draws the screen's own tags, wherever the translation puts them", () => {
    const tags = {
      mail: (email: string) => createElement('a', { href: `mailto:${email}` }, email),
    };
    expect(html({ text: 'Γράψτε στο <mail>a@b.c</mail> ή <b>εδώ</b>.', tags })).toBe(
      'Γράψτε στο <a href="mailto:a@b.c">a@b.c</a> ή <strong>εδώ</strong>.',
    );
  });

  it('shows the words of a tag it cannot draw, and plain text untouched (< 100m)', () => {
    expect(html({ text: 'a <x>y</x> z' })).toBe('a y z');
    expect(html({ text: 'Very close (< 100m)' })).toBe('Very close (&lt; 100m)');
  });
});

describe('formatLongDate', () => {
  it('writes the day first in both languages', () => {
    overwriteGetLocale(() => 'en');
    expect(formatLongDate('2026-11-23')).toBe('23 November 2026');
    overwriteGetLocale(() => 'el');
    expect(formatLongDate('2026-11-23')).toBe('23 Νοεμβρίου 2026');
  });
});
