import { z } from 'zod';
import { errorCodes, type ErrorCode } from '../errors';

export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]),
});

export const healthSchema = z.object({ status: z.literal('ok') });

/** The reply of an operation whose success says nothing more. */
export const okSchema = z.object({ ok: z.literal(true) });
