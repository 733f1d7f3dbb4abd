import type { SaidMessage } from '@/shared/errors';
import { saidOfFieldMessage } from '@/shared/contract/field-says';

/**
 * The text of a refused field. Our schemas word their messages for people and name the field
 * themselves ("Please enter a valid email address"), with a catalog key (`fieldSays`): those
 * are said with it, so the web words them in the reader's language. Zod's own generic messages
 * ("Invalid input: expected string...") get the field in front, so the person knows which one:
 * `maxScans: Invalid input...` (English only: no form of ours lets them through).
 */
export function validationMessage(
  field: string | undefined,
  message: string,
): string | SaidMessage {
  const said = saidOfFieldMessage(message);
  if (said) return said;
  if (!field || !ZOD_GENERIC.test(message)) return message;
  return `${field}: ${message}`;
}

/** How zod 4's built-in messages begin (none of ours does). */
const ZOD_GENERIC = /^(Invalid|Too (small|big)|Unrecognized|Expected)\b/;
