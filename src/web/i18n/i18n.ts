// The web's one door to the message catalogs (decision 031). Screens take `m` from here, never
// from the generated folder, so the runtime's strategy is set up once: the language chosen in
// My Space (localStorage), else the browser's, else English.
import { formatEuros as formatEurosIn } from '@/shared/rules/money';
import { intlLocale, type AppLocale } from '@/shared/i18n/locale';
import { getLocale, setLocale } from '@/shared/i18n/paraglide/runtime';

export { m } from '@/shared/i18n/paraglide/messages';

export function currentLocale(): AppLocale {
  return getLocale();
}

/** Remembers the choice and reloads, so every screen (and `<html lang>`) speaks it at once. */
export function chooseLocale(locale: AppLocale): void {
  void setLocale(locale);
}

/** At start: `<html lang>` follows the language in use (screen readers pick their voice by it). */
export function applyDocumentLocale(): void {
  document.documentElement.lang = getLocale();
}

/** '€1.50' in English, '1,50 €' in Greek. */
export function formatEuros(euros: number, decimals = 2): string {
  return formatEurosIn(euros, decimals, getLocale());
}

export function formatCents(cents: number, decimals = 2): string {
  return formatEuros(cents / 100, decimals);
}

export function intlLocaleNow(): string {
  return intlLocale[getLocale()];
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** '10,000' in English, '10.000' in Greek: a count as the language in use groups its digits. */
export function formatNumber(value: number): string {
  const locale = intlLocaleNow();
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * Which form a count takes in the language in use: catalogs hold `x_one` and `x_other`, and a
 * screen writes `countForm(n) === 'one' ? m.x_one({ count }) : m.x_other({ count })`. English and
 * Greek both have only these two forms for whole numbers.
 */
export function countForm(count: number): 'one' | 'other' {
  const locale = getLocale();
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(count) === 'one' ? 'one' : 'other';
}
