// The catalogs are data, so their rules are tested like code: every English message has its
// Greek, each file's keys carry its domain, and a translation keeps the placeholders it fills
// and the markup RichText draws.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appLocales } from '@/shared/i18n/locale';
import * as messages from '@/shared/i18n/paraglide/messages';

const folder = new URL('../../src/shared/i18n/messages', import.meta.url).pathname;
const domains = readdirSync(join(folder, 'en')).map((file) => file.replace(/\.json$/, ''));

function catalog(locale: string, domain: string): Record<string, string> {
  const entries = JSON.parse(
    readFileSync(join(folder, locale, `${domain}.json`), 'utf8'),
  ) as Record<string, string>;
  delete entries.$schema;
  return entries;
}

const placeholders = (text: string) =>
  [...text.matchAll(/(?<!\\)\{(\w+)\}/g)].map((m) => m[1]).sort();

// RichText's tags (`<b>…</b>`, a link's `<mail>…</mail>`): a translation keeps each of them.
const tags = (text: string) => [...text.matchAll(/<\/?\w+>/g)].map((m) => m[0]).sort();

describe('message catalogs', () => {
  it('has the same domains in every language, and settings that load each of them', () => {
    const settings = readFileSync(
      new URL('../../project.inlang/settings.json', import.meta.url),
      'utf8',
    );
    for (const locale of appLocales) {
      expect(readdirSync(join(folder, locale)).sort()).toEqual(
        readdirSync(join(folder, 'en')).sort(),
      );
    }
    for (const domain of domains) expect(settings).toContain(`{locale}/${domain}.json`);
  });

  it.each(domains)(
    '%s: every message in both languages, non-empty, with the same placeholders and tags',
    (domain) => {
      const english = catalog('en', domain);
      const greek = catalog('el', domain);
      expect(Object.keys(greek).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(key.startsWith(`${domain}_`), `${key} belongs in ${domain}.json`).toBe(true);
        expect(text.trim(), key).not.toBe('');
        expect(greek[key]?.trim(), key).not.toBe('');
        expect(placeholders(greek[key] ?? ''), key).toEqual(placeholders(text));
        expect(tags(greek[key] ?? ''), key).toEqual(tags(text));
      }
    },
  );

  it('compiles every message (a plugin that fails to load compiles none, and says nothing)', () => {
    const total = domains.reduce(
      (sum, domain) => sum + Object.keys(catalog('en', domain)).length,
      0,
    );
    expect(total).toBeGreaterThan(0);
    expect(Object.keys(messages.m).length).toBe(total);
    expect(messages.m.common_language({}, { locale: 'el' })).toBe('Γλώσσα');
  });
});
