// A recovery code (decision 019): 20 characters of Crockford's base32, 100 random bits, shown
// in groups of four. Typing is forgiving: case, spaces and dashes do not matter, and the
// letters people confuse with digits (O, I, L) count as those digits.
export const RECOVERY_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const RECOVERY_CODE_LENGTH = 20;
/** Long enough for a pasted code with separators, short enough to refuse an essay. */
export const RECOVERY_CODE_INPUT_MAX_LENGTH = 64;

/** The code as the server hashes it: upper case, no separators, O→0, I and L→1. */
export function normalizeRecoveryCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** `ABCD-EFGH-...`: how a code is shown and written to the downloaded file. */
export function formatRecoveryCode(code: string): string {
  return (normalizeRecoveryCode(code).match(/.{1,4}/g) ?? []).join('-');
}
