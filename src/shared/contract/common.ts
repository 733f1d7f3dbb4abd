import { z } from 'zod';
import { errorCodes, type ErrorCode, type SaidMessage } from '../errors';

/** A sentence as a catalog key and parameters; a parameter may be a sentence itself. */
export const saidMessageSchema: z.ZodType<SaidMessage> = z.lazy(() =>
  z.object({
    key: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number(), saidMessageSchema])),
  }),
);

/**
 * Every error reply (decision 031). The reply is serialised through this schema, which drops
 * what it does not list: without `message` here, no reply carried its key to the web.
 */
export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]),
  message: saidMessageSchema.optional(),
});

export const healthSchema = z.object({ status: z.literal('ok') });

/** The reply of an operation whose success says nothing more. */
export const okSchema = z.object({ ok: z.literal(true) });

/** The first and last instants a stored date may hold: PostgreSQL has no year 0 and dates
 * past 9999 overflow its zone arithmetic, and a year-1 date comes back read as 2001. */
const EARLIEST_DATE_MS = Date.UTC(1970, 0, 1);
const LATEST_DATE_MS = Date.UTC(10000, 0, 1) - 1;

/**
 * An ISO 8601 date and time with a zone, between 1970 and 9999 in UTC: anything else is
 * refused with `error` (a 400), never handed to the database to fail on (a 500).
 */
export function isoDateTimeSchema(error?: string) {
  return z.iso.datetime({ offset: true, error }).refine(
    (value) => {
      const ms = Date.parse(value);
      return ms >= EARLIEST_DATE_MS && ms <= LATEST_DATE_MS;
    },
    error === undefined ? undefined : { error },
  );
}
