// The server's sentences in the reader's language (decision 031). Loaded with `await import()`
// only when an error reply carries a catalog key, so its messages stay out of the entry chunk:
// the table is every compiled `server_*` message and nothing from the other domains.
import type { MessageParams, SaidMessage } from '@/shared/errors';
import { wordParams, type WordedParams } from '@/shared/i18n/said';
import { getLocale } from '@/shared/i18n/paraglide/runtime';

type Message = (params?: WordedParams) => string;

const modules = import.meta.glob<Record<string, Message>>(
  '../../shared/i18n/paraglide/messages/server_*.js',
  { eager: true },
);

const table = new Map<string, Message>(
  Object.values(modules).flatMap((exports) =>
    Object.entries(exports).filter(([key]) => key.startsWith('server_')),
  ),
);

/** A key this build does not know, anywhere in the sentence: the English text is shown whole. */
class UnknownKey extends Error {}

function word(said: SaidMessage): string {
  const message = table.get(said.key);
  if (!message) throw new UnknownKey(said.key);
  // Amounts, durations, distances and days in the reader's way; nested sentences worded too.
  return message(wordParams(said.params, getLocale(), word));
}

/** The sentence in the language in use, or undefined for a key this build does not know. */
export function wordServerMessage(key: string, params: MessageParams): string | undefined {
  try {
    return word({ key, params });
  } catch (error) {
    if (error instanceof UnknownKey) return undefined;
    throw error;
  }
}
