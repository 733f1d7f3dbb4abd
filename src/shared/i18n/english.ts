// The English words of the server's sentences (decision 031), from the catalog. Server-side
// only (the server and the contract's schemas, which the web never loads as values): it holds
// every message, where the web loads only the server's table, and only when it needs it.
import type { SaidMessage } from '@/shared/errors';
import { m } from '@/shared/i18n/paraglide/messages';
import { wordParams, type WordedParams } from '@/shared/i18n/said';

/** The keys of the server's catalog (src/shared/i18n/messages/<locale>/server.json). */
export type ServerKey = Extract<keyof typeof m, `server_${string}`>;

type AnyMessage = (params: WordedParams, options: { locale: 'en' }) => string;

/** The English words of a said message; its key itself for a key the catalog lacks. */
export function english(said: SaidMessage): string {
  const message = (m as unknown as Record<string, AnyMessage | undefined>)[said.key];
  return message ? message(wordParams(said.params, 'en', english), { locale: 'en' }) : said.key;
}
