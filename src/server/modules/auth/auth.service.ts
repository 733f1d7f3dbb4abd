import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CheckUserBody, LoginBody } from '@/shared/contract/auth';
import type { Db } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import type { Clock } from '@/server/lib/clock';
import { nicknameKey } from '@/server/modules/users/nickname-key';
import type { UsersService } from '@/server/modules/users/users.service';
import { assertCan, refusalOf } from './auth.policy';
import * as repo from './auth.repository';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import {
  SESSION_REFRESH_AFTER_MS,
  SESSION_TTL_MS,
  hashSessionToken,
  newSessionToken,
} from './session-tokens';
import type { Throttle } from './throttle';

type Deps = {
  db: Db;
  clock: Clock;
  throttle: Throttle;
  users: Pick<
    UsersService,
    | 'findByNicknameKey'
    | 'findOnDevice'
    | 'insert'
    | 'setPasswordHash'
    | 'setDeviceId'
    | 'grantAdminOnlyTo'
  >;
  log: FastifyBaseLogger;
  admin: { nickname: string; password: string | undefined };
};

/** What registration would answer a device and a nickname (the admin's device test shows it). */
export type RegistrationVerdict = {
  isExemptDevice: boolean;
  existingNickname: string | null;
  existingAccount: boolean;
  canRegister: boolean;
  reason: string;
  refusal: AppError | null;
};

type Registration = { nickname: string; email: string | null; password: string; deviceId: string };
type SignedIn = { user: UserRow; token: string };

const messages = {
  nicknameTaken: 'This nickname is already taken. Please choose another one.',
  badCredentials: 'Invalid nickname or password',
  userNotFound: 'No account found with this nickname',
};

export function createAuthService(deps: Deps) {
  const { db, clock, throttle, users, log } = deps;
  const adminKey = nicknameKey(deps.admin.nickname);

  async function startSession(tx: Db, userId: number): Promise<string> {
    const token = newSessionToken();
    await repo.insertSession(tx, hashSessionToken(token), userId, expiryFrom(clock.now()));
    return token;
  }

  function expiryFrom(now: Date) {
    return new Date(now.getTime() + SESSION_TTL_MS);
  }

  /**
   * Registration's rules as a verdict: the nickname is not reserved nor taken, and the device
   * holds no account unless it is the admin's (§2.10). Registration enforces it; the admin's
   * device test (/debug) reports it: one rule, two callers.
   */
  async function judgeRegistration(
    tx: Db,
    input: { deviceId: string; nickname: string },
  ): Promise<RegistrationVerdict> {
    const key = nicknameKey(input.nickname);
    const onDevice = await users.findOnDevice(tx, input.deviceId);
    const existing = onDevice.find((user) => !user.isAdmin) ?? onDevice[0];
    const isExemptDevice = onDevice.some((user) => user.isAdmin);
    const taken = () => new AppError('NICKNAME_TAKEN', messages.nicknameTaken);
    // In registration's order: the reserved nickname, the device, then a nickname in use.
    const refusal =
      key === adminKey
        ? taken()
        : (refusalOf(input, 'register', onDevice) ??
          ((await users.findByNicknameKey(tx, key)) ? taken() : null));
    return {
      isExemptDevice,
      existingAccount: existing !== undefined,
      existingNickname: existing?.nickname ?? null,
      canRegister: refusal === null,
      reason:
        refusal?.message ??
        (isExemptDevice
          ? "Allowed: this is the admin's device, exempt from one account per device."
          : 'Allowed: no account on this device and the nickname is free.'),
      refusal,
    };
  }

  async function register(input: Registration, ip: string): Promise<SignedIn> {
    const bucket = `register:ip:${ip}`;
    await throttle.assertAllowed([bucket]);
    // Every registration counts, not only failures: this limit is against mass sign-ups.
    await throttle.record([bucket]);
    const key = nicknameKey(input.nickname);
    if (key === adminKey) throw new AppError('NICKNAME_TAKEN', messages.nicknameTaken);
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        await repo.lockDevice(tx, input.deviceId);
        const verdict = await judgeRegistration(tx, input);
        if (verdict.refusal) throw verdict.refusal;
        const user = await users.insert(tx, {
          nickname: input.nickname,
          nicknameKey: key,
          email: input.email,
          passwordHash,
          deviceId: input.deviceId,
        });
        return { user, token: await startSession(tx, user.id) };
      });
    } catch (error) {
      // Two registrations of one nickname at once: the unique index decides.
      if (isUniqueViolation(error)) throw new AppError('NICKNAME_TAKEN', messages.nicknameTaken);
      throw error;
    }
  }

  async function login(input: LoginBody, ip: string): Promise<SignedIn> {
    const key = nicknameKey(input.nickname);
    const buckets = [`login:ip:${ip}`, `login:nick:${key}`];
    await throttle.assertAllowed(buckets);
    const user = await users.findByNicknameKey(db, key);
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await burnPasswordCheck(input.password).then(() => false);
    if (!user || !valid) {
      await throttle.record(buckets);
      throw new AppError('INVALID_CREDENTIALS', messages.badCredentials);
    }
    await throttle.clear(`login:nick:${key}`);
    return db.transaction(async (tx) => {
      // The admin's device is exempt from one-account-per-device; it is the last one used.
      if (user.isAdmin && input.deviceId) await users.setDeviceId(tx, user.id, input.deviceId);
      return { user, token: await startSession(tx, user.id) };
    });
  }

  /** The registered-device rule (ARCHITECTURE §2.9), shared by check-user and reset. */
  async function findResettableUser(input: CheckUserBody, ip: string): Promise<UserRow> {
    const key = nicknameKey(input.nickname);
    const buckets = [`reset:ip:${ip}`, `reset:nick:${key}`];
    await throttle.assertAllowed(buckets);
    const user = await users.findByNicknameKey(db, key);
    if (!user) {
      await throttle.record(buckets);
      throw new AppError('USER_NOT_FOUND', messages.userNotFound);
    }
    try {
      assertCan(input, 'resetPassword', user);
    } catch (refusal) {
      // A try from the wrong device counts against the limit like a wrong nickname.
      await throttle.record(buckets);
      throw refusal;
    }
    return user;
  }

  async function resetPassword(
    input: CheckUserBody & { newPassword: string },
    ip: string,
  ): Promise<void> {
    const user = await findResettableUser(input, ip);
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      await users.setPasswordHash(tx, user.id, passwordHash);
      // A reset signs out every other session: the old password may have been compromised.
      await repo.deleteSessionsOfUser(tx, user.id);
    });
    await throttle.clear(`reset:nick:${user.nicknameKey}`);
  }

  async function userForSession(token: string): Promise<UserRow | null> {
    const tokenHash = hashSessionToken(token);
    const now = clock.now();
    const found = await repo.findSessionWithUser(db, tokenHash, now);
    if (!found) return null;
    const age = SESSION_TTL_MS - (new Date(found.expiresAt).getTime() - now.getTime());
    if (age > SESSION_REFRESH_AFTER_MS) await repo.extendSession(db, tokenHash, expiryFrom(now));
    return found.user;
  }

  async function logout(token: string): Promise<void> {
    await repo.deleteSession(db, hashSessionToken(token));
  }

  /** Creates or updates the admin account from configuration; runs at every start. */
  async function ensureAdmin(): Promise<void> {
    const existing = await users.findByNicknameKey(db, adminKey);
    if (existing && !existing.isAdmin) {
      // Promoting someone's ordinary account would hand them the office: refuse to start.
      throw new Error(
        `ADMIN_NICKNAME "${deps.admin.nickname}" belongs to an existing ordinary account; choose another nickname`,
      );
    }
    let admin = existing;
    if (!admin) {
      const generated = deps.admin.password ? undefined : randomBytes(12).toString('base64url');
      admin = await users.insert(db, {
        nickname: deps.admin.nickname,
        nicknameKey: adminKey,
        email: null,
        passwordHash: await hashPassword(deps.admin.password ?? generated!),
        deviceId: null,
        isAdmin: true,
      });
      if (generated) {
        // Printed once, on the first start only: the operator must note it or set ADMIN_PASSWORD.
        log.warn(
          `Created the admin account "${deps.admin.nickname}" with the generated password: ${generated}`,
        );
      }
    } else if (
      deps.admin.password &&
      !(await verifyPassword(admin.passwordHash, deps.admin.password))
    ) {
      await users.setPasswordHash(db, admin.id, await hashPassword(deps.admin.password));
    }
    await users.grantAdminOnlyTo(admin.id);
  }

  return {
    register,
    /** The device test's entry: the same verdict, outside any registration. */
    judgeRegistration: (input: { deviceId: string; nickname: string }) =>
      judgeRegistration(db, input),
    login,
    checkUser: findResettableUser,
    resetPassword,
    userForSession,
    logout,
    ensureAdmin,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
