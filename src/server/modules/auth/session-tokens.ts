import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'underprint_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Last seen, and the sliding expiry with it, is written at most every 5 minutes, not on every
 * request: My Space's sessions list is that precise.
 */
export const SESSION_SEEN_EVERY_MS = 5 * 60 * 1000;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
