import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'underprint_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most once a day, not on every request. */
export const SESSION_REFRESH_AFTER_MS = 24 * 60 * 60 * 1000;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
