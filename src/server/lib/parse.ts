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
 * it would fail deep inside a write; no person types one, so it is refused up front.
 */
export function assertNoNulCharacters(input: unknown): void {
  if (typeof input === 'string') {
    if (input.includes('\u0000')) {
      throw new AppError('VALIDATION', say('server_text_cannot_contain_invisible'));
    }
    return;
  }
  if (input === null || typeof input !== 'object' || Buffer.isBuffer(input)) return;
  for (const [key, value] of Object.entries(input)) {
    assertNoNulCharacters(key);
    assertNoNulCharacters(value);
  }
}
