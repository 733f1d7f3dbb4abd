import { randomInt } from 'node:crypto';
import { NICKNAME_MAX_LENGTH } from '@/shared/rules/account';
import { looksLikeDeletedAccount } from '@/server/modules/users/nickname-key';

/**
 * A nickname from a Google profile's name, within the nickname rules (letters, digits, dot,
 * dash, underscore): "Ana María López" → "Ana_María_López". Empty when nothing usable is left.
 */
export function nicknameBase(displayName: string | null): string {
  const cleaned = (displayName ?? '')
    .normalize('NFKC')
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[^\p{L}\p{N}_.-]/gu, '')
    .replace(/_+/g, '_')
    .replace(/^[_.-]+|[_.-]+$/g, '');
  // Room for a "_1234" suffix when the name is taken.
  return [...cleaned].slice(0, NICKNAME_MAX_LENGTH - 6).join('');
}

/**
 * The candidates to try in order: the name itself, then the name with a number. A name that
 * looks like a deleted account's placeholder ("Deleted 59") would stay one with any number.
 */
export function* nicknameCandidates(displayName: string | null): Generator<string> {
  const name = nicknameBase(displayName);
  const base = name && !looksLikeDeletedAccount(name) ? name : 'explorer';
  yield base;
  for (let digits = 4; ; digits = Math.min(digits + 1, 5)) {
    yield `${base}_${randomInt(10 ** (digits - 1), 10 ** digits)}`;
  }
}
