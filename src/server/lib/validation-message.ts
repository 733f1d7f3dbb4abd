import type { SaidMessage } from '@/shared/errors';
import { saidOfFieldMessage } from '@/shared/contract/field-says';
import { english, say, type ServerKey } from '@/server/lib/say';

/**
 * The text of a refused field. Our schemas word their messages for people and name the field
 * themselves ("Please enter a valid email address"), with a catalog key (`fieldSays`): those
 * are said with it, so the web words them in the reader's language. Zod's own generic messages
 * ("Invalid input: expected string...") get the field in front, so the person knows which one:
 * `maxScans: Invalid input...`, said too when `zodSaid` knows the message's shape (decision 031).
 * A shape it does not know (another zod version's wording) keeps zod's English for English
 * readers and other clients, and is said in Greek as an invalid value, the English beside it.
 */
export function validationMessage(
  field: string | undefined,
  message: string,
): string | SaidMessage {
  const said = saidOfFieldMessage(message);
  if (said) return said;
  if (!ZOD_GENERIC.test(message)) return message;
  const detail = zodSaid(message) ?? say('server_zod_unknown', { detail: message });
  return field ? say('server_field_generic', { field, detail }) : detail;
}

/** How zod 4's built-in messages begin (none of ours does). */
const ZOD_GENERIC = /^(Invalid|Too (small|big)|Unrecognized|Expected)\b/;

/**
 * Zod's English messages by their shape, most specific first: the parts become parameters of a
 * catalog message whose English is the same text. A shape zod words otherwise (another version,
 * another locale) is caught by comparing the English: it then stays plain.
 */
const ZOD_SHAPES: readonly [RegExp, ServerKey, readonly string[]][] = [
  [
    /^Invalid input: expected (\S+), received (\S+)$/,
    'server_zod_invalid_type',
    ['expected', 'received'],
  ],
  [/^Invalid input: expected (.+)$/, 'server_zod_invalid_value', ['expected']],
  [/^Invalid option: expected one of (.+)$/, 'server_zod_invalid_option', ['options']],
  [/^Invalid input$/, 'server_zod_invalid', []],
  [/^Invalid number: must be a multiple of (\S+)$/, 'server_zod_not_multiple', ['divisor']],
  [
    /^Too small: expected (\S+) to have ([<>]=?)(\S+) (\S+)$/,
    'server_zod_too_small_size',
    ['origin', 'relation', 'limit', 'unit'],
  ],
  [
    /^Too small: expected (\S+) to be ([<>]=?)(\S+)$/,
    'server_zod_too_small_value',
    ['origin', 'relation', 'limit'],
  ],
  [
    /^Too big: expected (\S+) to have ([<>]=?)(\S+) (\S+)$/,
    'server_zod_too_big_size',
    ['origin', 'relation', 'limit', 'unit'],
  ],
  [
    /^Too big: expected (\S+) to be ([<>]=?)(\S+)$/,
    'server_zod_too_big_value',
    ['origin', 'relation', 'limit'],
  ],
  [/^Unrecognized key: (.+)$/, 'server_zod_unrecognized_key', ['keys']],
  [/^Unrecognized keys: (.+)$/, 'server_zod_unrecognized_keys', ['keys']],
  [/^Invalid (.+)$/, 'server_zod_invalid_format', ['format']],
];

/** The units zod counts in, worded in each language; another unit goes in as it is. */
const UNITS: Record<string, ServerKey> = {
  characters: 'server_zod_unit_characters',
  items: 'server_zod_unit_items',
};

/** Zod's generic message said with a catalog key, when its English comes out the same. */
export function zodSaid(message: string): SaidMessage | undefined {
  for (const [shape, key, names] of ZOD_SHAPES) {
    const found = shape.exec(message);
    if (!found) continue;
    const params: Record<string, string | SaidMessage> = {};
    names.forEach((name, index) => (params[name] = found[index + 1]!));
    const unit = typeof params.unit === 'string' ? UNITS[params.unit] : undefined;
    if (unit) params.unit = say(unit);
    const said = say(key, params);
    return english(said) === message ? said : undefined;
  }
  return undefined;
}
