import type { MessageParams, SaidMessage } from '@/shared/errors';
import type { ServerKey } from '@/shared/i18n/english';

export { english, type ServerKey } from '@/shared/i18n/english';

/**
 * A sentence the server sends for people to read (decision 031): its catalog key and
 * parameters travel to the web, which words it in the reader's language; the English text,
 * from the same catalog, stays in the reply for other clients and in the log.
 */
export function say(key: ServerKey, params: MessageParams = {}): SaidMessage {
  return { key, params };
}

/** Sentences said one after the other, each worded on its own, joined by a space. */
export function sayInTurn(first: SaidMessage, ...rest: SaidMessage[]): SaidMessage {
  return rest.reduce((said, next) => say('server_in_turn', { first: said, second: next }), first);
}
