import type { z } from 'zod';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import { validationMessage } from './validation-message';

/** Validates what a route schema could not (multipart fields), with the same 400 as routes. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  if (!issue) throw new AppError('VALIDATION', say('server_invalid_request'));
  throw new AppError('VALIDATION', validationMessage(field || undefined, issue.message));
}

/**
 * Refuses a NUL character anywhere in the input's text: PostgreSQL cannot store it in `text`, so
 * it would fail deep inside a write; no person types one, so it is refused up front. The walk
 * keeps its own stack: JSON.parse accepts arrays nested 100,000 deep, and a recursive walk of
 * one ran out of the call stack (a 500).
 */
export function assertNoNulCharacters(input: unknown): void {
  const pending: unknown[] = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) {
        throw new AppError('VALIDATION', say('server_text_cannot_contain_invisible'));
      }
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, inner] of Object.entries(value)) pending.push(key, inner);
    }
  }
}
