import { m } from '@/shared/i18n/paraglide/messages';
import type { MessageParams, SaidMessage } from '@/shared/errors';

/** The keys of the server's catalog (src/shared/i18n/messages/<locale>/server.json). */
export type ServerKey = Extract<keyof typeof m, `server_${string}`>;

type AnyMessage = (params: MessageParams, options: { locale: 'en' }) => string;

/**
 * A sentence the server sends for people to read (decision 031): its catalog key and
 * parameters travel to the web, which words it in the reader's language; the English text,
 * from the same catalog, stays in the reply for other clients and in the log.
 */
export function say(key: ServerKey, params: MessageParams = {}): SaidMessage {
  return { key, params };
}

/** The English words of a said message. */
export function english(said: SaidMessage): string {
  const message = (m as unknown as Record<string, AnyMessage | undefined>)[said.key];
  return message ? message(said.params, { locale: 'en' }) : said.key;
}
