import { randomInt } from 'node:crypto';
import { NICKNAME_MAX_LENGTH } from '@/shared/rules/account';

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

/** The candidates to try in order: the name itself, then the name with a number. */
export function* nicknameCandidates(displayName: string | null): Generator<string> {
  const base = nicknameBase(displayName) || 'explorer';
  yield base;
  for (let digits = 4; ; digits = Math.min(digits + 1, 5)) {
    yield `${base}_${randomInt(10 ** (digits - 1), 10 ** digits)}`;
  }
}
