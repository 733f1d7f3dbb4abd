import { createHash, randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
  formatRecoveryCode,
  normalizeRecoveryCode,
} from '@/shared/rules/recovery-code';

/** A fresh code (100 random bits), formatted for showing once. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++) {
    code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  }
  return formatRecoveryCode(code);
}

/**
 * SHA-256 of the normalised code. A fast hash is enough for 100 random bits (as for session
 * tokens, decision 005): there is nothing to guess offline, and guessing online is throttled.
 */
export function hashRecoveryCode(typed: string): string {
  return createHash('sha256')
    .update(`recovery:${normalizeRecoveryCode(typed)}`)
    .digest('hex');
}
