// The server's sentences in the reader's language (decision 031). Loaded with `await import()`
// only when an error reply carries a catalog key, so its messages stay out of the entry chunk:
// the table is every compiled `server_*` message and nothing from the other domains.
import type { MessageParams } from '@/shared/errors';

type Message = (params?: MessageParams) => string;

const modules = import.meta.glob<Record<string, Message>>(
  '../../shared/i18n/paraglide/messages/server_*.js',
  { eager: true },
);

const table = new Map<string, Message>(
  Object.values(modules).flatMap((exports) =>
    Object.entries(exports).filter(([key]) => key.startsWith('server_')),
  ),
);

/** The sentence in the language in use, or undefined for a key this build does not know. */
export function wordServerMessage(key: string, params: MessageParams): string | undefined {
  const message = table.get(key);
  return message ? message(params) : undefined;
}
