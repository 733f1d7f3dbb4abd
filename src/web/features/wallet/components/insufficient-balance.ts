import { ApiError } from '@/web/lib/api-client';

/** A 402: the wallet cannot pay for what was asked (discoveries, a reward, a withdrawal). */
export function isInsufficientFunds(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 402;
}
