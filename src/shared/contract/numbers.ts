import { z } from 'zod';
import { fieldSays } from './field-says';
import type { SaidMessage } from '../errors';

/*
 * Numbers that arrive as text (query strings, multipart fields, path params) are read strictly:
 * plain decimal notation only. `Number()` would read '0x10' as 16, '1e3' as 1000 and '' as 0,
 * so a typo or a probe would become a value nobody typed (issue 10, point 8).
 */
const INTEGER_TEXT = /^[+-]?\d+$/;
const DECIMAL_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** The largest id a PostgreSQL `integer` column holds; larger ids cannot exist. */
export const MAX_ID = 2_147_483_647;

const numberOrText = (message: string) => z.union([z.number(), z.string()], { error: message });

/** Text in the given notation becomes its number; other text becomes NaN, which z.number refuses. */
const readAs = (notation: RegExp) => (value: number | string) => {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return notation.test(text) ? Number(text) : Number.NaN;
};

/**
 * A number, or text in plain decimal notation ('12.5', '-3'), checked by `then`;
 * '', '0x10' and '1e3' are refused with `message`.
 */
export function decimalInput<T extends z.ZodType<unknown, number>>(message: string, then: T) {
  return numberOrText(message).transform(readAs(DECIMAL_TEXT)).pipe(z.number(message)).pipe(then);
}

/** A whole number, or text of digits only, checked by `then`; '0x10', '1e3', '1.5' are refused. */
export function integerInput<T extends z.ZodType<unknown, number>>(message: string, then: T) {
  return numberOrText(message)
    .transform(readAs(INTEGER_TEXT))
    .pipe(z.number(message).int(message))
    .pipe(then);
}

/** An id in a path or a field: a positive whole number that a database id can be. */
export function idInput(what: SaidMessage) {
  return integerInput(
    fieldSays('server_field_id_not_whole', { label: what }),
    z
      .number()
      .min(1, fieldSays('server_field_id_not_positive', { label: what }))
      .max(MAX_ID, fieldSays('server_field_id_unknown', { label: what })),
  );
}

/** True for text that holds a digit: what someone meant as a number, however written. */
export function looksNumeric(value: unknown): boolean {
  return typeof value === 'string' && /\d/.test(value);
}
