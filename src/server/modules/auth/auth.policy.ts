import { timingSafeEqual } from 'node:crypto';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import { hashRecoveryCode } from './recovery-codes';

/**
 * Who asks: nobody is signed in yet; the device id is what the caller can show, and for a
 * reset from another device, the account's recovery code (decision 019).
 */
type Device = { deviceId: string; recoveryCode?: string | undefined };

/** What each action needs to know of the accounts involved. */
type Things = {
  /** One account per device (ARCHITECTURE §2.10): the accounts already on this device. */
  register: Array<Pick<UserRow, 'isAdmin'>>;
  /** Reset-password: from the registering device (§2.9), or anywhere with the recovery code. */
  resetPassword: Pick<UserRow, 'deviceId' | 'recoveryCodeHash' | 'passwordHash'>;
};
export type AuthAction = keyof Things;

export function isRegisteringDevice(device: Device, account: Pick<UserRow, 'deviceId'>) {
  return account.deviceId !== null && account.deviceId === device.deviceId;
}

/** Compares hashes in constant time; an account without a code matches nothing. */
export function recoveryCodeMatches(typed: string | undefined, hash: string | null): boolean {
  if (!typed || !hash) return false;
  const given = Buffer.from(hashRecoveryCode(typed), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

const rules: { [A in AuthAction]: (device: Device, thing: Things[A]) => boolean } = {
  // The admin's device is exempt: the admin may test the app as an ordinary user on it.
  register: (_device, onDevice) => onDevice.length === 0 || onDevice.some((user) => user.isAdmin),
  resetPassword: (device, account) =>
    isRegisteringDevice(device, account) ||
    recoveryCodeMatches(device.recoveryCode, account.recoveryCodeHash),
};

const refusals: { [A in AuthAction]: (device: Device, thing: Things[A]) => AppError } = {
  register: () => new AppError('DEVICE_TAKEN', say('server_account_already_been_created')),
  resetPassword: (device, account) =>
    device.recoveryCode
      ? new AppError('WRONG_RECOVERY_CODE', say('server_recovery_code_does_not_match'))
      : account.recoveryCodeHash
        ? new AppError('WRONG_DEVICE', say('server_device_registered_account_enter'))
        : account.passwordHash === null
          ? // Made by Google sign-in, with no password and no code: Google is its way in.
            new AppError('WRONG_DEVICE', say('server_account_signs_google_use'))
          : new AppError('WRONG_DEVICE', say('server_security_password_only_reset')),
};

/** The refusal the spec words when the action is not allowed, else null. */
export function refusalOf<A extends AuthAction>(
  device: Device,
  action: A,
  thing: Things[A],
): AppError | null {
  return rules[action](device, thing) ? null : refusals[action](device, thing);
}

/** The one authorisation call of an account operation; throws the refusal the spec words. */
export function assertCan<A extends AuthAction>(device: Device, action: A, thing: Things[A]) {
  const refusal = refusalOf(device, action, thing);
  if (refusal) throw refusal;
}
