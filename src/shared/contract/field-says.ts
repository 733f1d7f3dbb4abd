// A schema's message for a refused field, said with a catalog key (decision 031). zod carries
// messages as text, so the schema gets the English text and this table remembers which key and
// parameters gave it; the server's validation reply finds them again from the text
// (src/server/lib/validation-message.ts) and sends them, and the web words them in Greek.
// Only the server loads the contract's schemas, so the catalog here never reaches the web.
import type { MessageParams, SaidMessage } from '@/shared/errors';
import { english, type ServerKey } from '@/shared/i18n/english';

const saidByText = new Map<string, SaidMessage>();

/** The English text of `key` with `params`, for a schema's message; remembered for the reply. */
export function fieldSays(key: ServerKey, params: MessageParams = {}): string {
  const said = { key, params };
  const text = english(said);
  saidByText.set(text, said);
  return text;
}

/** A label said inside a field's message: "{label} is required" with 'The subject'. */
export function label(key: ServerKey): SaidMessage {
  return { key, params: {} };
}

/** The key and parameters a schema's message was made from, if `fieldSays` made it. */
export function saidOfFieldMessage(text: string): SaidMessage | undefined {
  return saidByText.get(text);
}
