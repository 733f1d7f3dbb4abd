// The web's one door to the message catalogs (decision 031). Screens take `m` from here, never
// from the generated folder, so the runtime's strategy is set up once: the language chosen in
// My Space, else the browser's, else English.
import { formatEuros as formatEurosIn } from '@/shared/rules/money';
import { intlLocale, isAppLocale, type AppLocale } from '@/shared/i18n/locale';
import {
  defineCustomClientStrategy,
  getLocale,
  overwriteGetLocale,
  setLocale,
} from '@/shared/i18n/paraglide/runtime';

export { m } from '@/shared/i18n/paraglide/messages';

/**
 * Where the switch in My Space keeps the choice. Not Paraglide's own localStorage strategy: the
 * runtime stores whatever language it resolves on the first visit (the browser's, say), so a
 * later change of the browser's language was never followed. Only `chooseLocale` writes here;
 * without a choice the browser's language is read on every visit. A key of its own, so values
 * Paraglide stored for people who never chose are not taken for choices.
 */
export const LOCALE_CHOICE_KEY = 'underprint-locale';

/** True only while `chooseLocale` runs: the one time the runtime's setLocale stores. */
let choosing = false;

// 'custom-choice' comes first in the compiled strategy (scripts/compile-i18n.ts).
defineCustomClientStrategy('custom-choice', {
  getLocale: () => {
    const chosen = readChoice();
    return isAppLocale(chosen) ? chosen : undefined;
  },
  // The runtime calls this with every language it settles on, the browser's on a first visit
  // too: only the switch's call is stored.
  setLocale: (locale) => {
    if (choosing) writeChoice(locale);
  },
});

/**
 * The choice as this page load read it. The runtime asks for the language on every message, and
 * a storage read each time cost a screen of My Space 4-12 ms of its first render (issue 21); the
 * choice changes only through `chooseLocale`, which reloads the page, so one read per load is
 * enough (another tab's change is taken at its next load, never halfway through a screen).
 */
let choice: string | null | undefined;

function readChoice(): string | null {
  if (choice !== undefined) return choice;
  try {
    choice = localStorage.getItem(LOCALE_CHOICE_KEY);
  } catch {
    // Storage refused (a privacy mode): the browser's language is used.
    choice = null;
  }
  return choice;
}

function writeChoice(locale: string): void {
  choice = locale;
  try {
    localStorage.setItem(LOCALE_CHOICE_KEY, locale);
  } catch {
    // Storage refused: the choice cannot outlive the reload.
  }
}

/**
 * The language is settled once per page load. The runtime resolves it again on every message
 * (the URL's route strategies, the stored choice, the browser's languages), a few microseconds
 * each, hundreds of times in a screen's first drawing (issue 21); it changes only through
 * `chooseLocale`, which reloads the page. Settled once the strategy and the
 * choice's reading above are defined.
 */
const settled = getLocale();
overwriteGetLocale(() => settled);

export function currentLocale(): AppLocale {
  return getLocale();
}

/** Remembers the choice and reloads, so every screen (and `<html lang>`) speaks it at once. */
export function chooseLocale(locale: AppLocale): void {
  choosing = true;
  try {
    void setLocale(locale);
  } finally {
    choosing = false;
  }
}

/** At start: `<html lang>` follows the language in use (screen readers pick their voice by it). */
export function applyDocumentLocale(): void {
  document.documentElement.lang = getLocale();
}

/** '€1.50' and '€1,234.50' in English, '1,50 €' and '1.234,50 €' in Greek. */
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
