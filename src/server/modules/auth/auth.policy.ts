import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';

/** Who asks: nobody is signed in yet; the device id is what the caller can show. */
type Device = { deviceId: string };

/** What each action needs to know of the accounts involved. */
type Things = {
  /** One account per device (ARCHITECTURE §2.10): the accounts already on this device. */
  register: Array<Pick<UserRow, 'isAdmin'>>;
  /** Check-user and reset-password, only from the device that registered it (§2.9). */
  resetPassword: Pick<UserRow, 'deviceId'>;
};
export type AuthAction = keyof Things;

const rules: { [A in AuthAction]: (device: Device, thing: Things[A]) => boolean } = {
  // The admin's device is exempt: the admin may test the app as an ordinary user on it.
  register: (_device, onDevice) => onDevice.length === 0 || onDevice.some((user) => user.isAdmin),
  resetPassword: (device, account) =>
    account.deviceId !== null && account.deviceId === device.deviceId,
};

const refusals: { [A in AuthAction]: () => AppError } = {
  register: () =>
    new AppError(
      'DEVICE_TAKEN',
      'An account has already been created on this device. Please sign in to it instead.',
    ),
  resetPassword: () =>
    new AppError(
      'WRONG_DEVICE',
      'For your security, a password can only be reset from the device that registered this account. Please use that device.',
    ),
};

/** The refusal the spec words when the action is not allowed, else null. */
export function refusalOf<A extends AuthAction>(
  device: Device,
  action: A,
  thing: Things[A],
): AppError | null {
  return rules[action](device, thing) ? null : refusals[action]();
}

/** The one authorisation call of an account operation; throws the refusal the spec words. */
export function assertCan<A extends AuthAction>(device: Device, action: A, thing: Things[A]) {
  const refusal = refusalOf(device, action, thing);
  if (refusal) throw refusal;
}
