// The parameters of a sentence the server says (decision 031), worded in a language. The
// server's English text and the web's words in the reader's language are made by this one
// function, so they cannot drift. A parameter's name says what it holds, and how it is written:
//   ...Cents  an amount in cents        '€1.50' / '1,50 €'
//   ...Ms     a duration in ms           '5 minutes' / '5 λεπτά' (seconds, minutes or hours)
//   ...Km     a distance in km           '350 m' / '350 μ.', '1,234 km' / '1.234 χλμ.'
//   ...Day    a date and time (ISO)      'Mar 5, 2026' / '5 Μαρ 2026' (its UTC day)
// and a nested said message is worded whole (sentences joined, a part chosen by the server).
// Anything else goes in as it is. No catalog here: the web loads this with the server's table.
import type { MessageParams, SaidMessage } from '@/shared/errors';
import { intlLocale, type AppLocale } from '@/shared/i18n/locale';
import { formatEuros } from '@/shared/rules/money';

export type WordedParams = Record<string, string | number>;

export function isSaidMessage(value: unknown): value is SaidMessage {
  return typeof value === 'object' && value !== null && 'key' in value && 'params' in value;
}

/** Each parameter as the message takes it, in `locale`; `word` words a nested sentence. */
export function wordParams(
  params: MessageParams,
  locale: AppLocale,
  word: (said: SaidMessage) => string,
): WordedParams {
  const worded: WordedParams = {};
  for (const [name, value] of Object.entries(params)) {
    worded[name] = isSaidMessage(value) ? word(value) : wordParam(name, value, locale);
  }
  return worded;
}

function wordParam(name: string, value: string | number, locale: AppLocale): string | number {
  if (typeof value === 'number') {
    if (name.endsWith('Cents')) return formatEuros(value / 100, 2, locale);
    if (name.endsWith('Ms')) return durationIn(value, locale);
    if (name.endsWith('Km')) return distanceIn(value, locale);
  }
  if (typeof value === 'string' && name.endsWith('Day')) {
    const at = new Date(value);
    if (!Number.isNaN(at.getTime())) return formatter(locale, 'day').format(at);
  }
  return value;
}

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter(locale: AppLocale, kind: 'day'): Intl.DateTimeFormat;
function formatter(locale: AppLocale, kind: 'second' | 'minute' | 'hour'): Intl.NumberFormat;
function formatter(locale: AppLocale, kind: 'meter' | 'kilometer'): Intl.NumberFormat;
function formatter(locale: AppLocale, kind: string): Intl.NumberFormat | Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    const tag = intlLocale[locale];
    format =
      kind === 'day'
        ? new Intl.DateTimeFormat(tag, {
            month: 'short',
            day: 'numeric',
            year: 'numeric',
            timeZone: 'UTC',
          })
        : kind === 'meter' || kind === 'kilometer'
          ? new Intl.NumberFormat(tag, {
              style: 'unit',
              unit: kind,
              unitDisplay: 'short',
              // '1000 m' (999.6 m rounds up), but '1,234 km'.
              useGrouping: kind === 'kilometer',
            })
          : new Intl.NumberFormat(tag, {
              style: 'unit',
              unit: kind,
              unitDisplay: 'long',
              useGrouping: false,
            });
    formats.set(key, format);
  }
  return format;
}

/** Rounded up to whole seconds, minutes or hours: '1 second', '5 minutes', '2 hours'. */
function durationIn(ms: number, locale: AppLocale): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return formatter(locale, 'second').format(seconds);
  if (seconds < 3600) return formatter(locale, 'minute').format(Math.ceil(seconds / 60));
  return formatter(locale, 'hour').format(Math.ceil(seconds / 3600));
}

/** Metres under a kilometre, else whole kilometres: '350 m', '1,234 km'. */
function distanceIn(km: number, locale: AppLocale): string {
  return km < 1
    ? formatter(locale, 'meter').format(Math.round(km * 1000))
    : formatter(locale, 'kilometer').format(Math.round(km));
}
