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
