import type { z } from 'zod';
import { AppError } from '@/server/errors';
import { validationMessage } from './validation-message';

/** Validates what a route schema could not (multipart fields), with the same 400 as routes. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  const message = issue?.message ?? 'Invalid request';
  throw new AppError('VALIDATION', validationMessage(field || undefined, message));
}
