// A said sentence (decision 031) worded in a language from the compiled catalogs, as the web
// words a refusal: the tests read a reply's `message` in Greek, to see no part stayed English.
import type { SaidMessage } from '@/shared/errors';
import type { AppLocale } from '@/shared/i18n/locale';
import { m } from '@/shared/i18n/paraglide/messages';
import { wordParams, type WordedParams } from '@/shared/i18n/said';

type AnyMessage = (params: WordedParams, options: { locale: AppLocale }) => string;

export function worded(said: SaidMessage, locale: AppLocale): string {
  const message = (m as unknown as Record<string, AnyMessage | undefined>)[said.key];
  if (!message) throw new Error(`no message ${said.key}`);
  return message(
    wordParams(said.params, locale, (inner) => worded(inner, locale)),
    { locale },
  );
}
