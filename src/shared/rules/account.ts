// Account rules shared by the forms and the server (SPEC sections 5 and 6, ARCHITECTURE 2).
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 256;
export const NICKNAME_MAX_LENGTH = 32;
export const DEVICE_ID_MIN_LENGTH = 40;
export const DEVICE_ID_MAX_LENGTH = 48;
export const MINIMUM_AGE = 13;

/**
 * A deleted account's placeholder nickname (decision 021). The space and '#' are outside the
 * nickname rules, so no one can ever hold it and a deletion never collides (issue 19); names
 * that look like it are refused at sign-up too, so nobody passes for a deleted account.
 */
export function deletedAccountNickname(userId: number): string {
  return `Deleted account #${userId}`;
}
