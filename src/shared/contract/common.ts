import { z } from 'zod';
import { errorCodes, type ErrorCode } from '../errors';

export const errorBodySchema = z.object({
  error: z.string(),
  code: z.enum(Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]]),
});

export const healthSchema = z.object({ status: z.literal('ok') });
