import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CheckUserBody, LoginBody } from '@/shared/contract/auth';
import type { Db } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import type { Clock } from '@/server/lib/clock';
import { nicknameKey, nicknameLookalike } from '@/server/modules/users/nickname-key';
import type { UsersService } from '@/server/modules/users/users.service';
import { assertCan } from './auth.policy';
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
    | 'lookalikeTaken'
    | 'fillMissingLookalikes'
  >;
  log: FastifyBaseLogger;
  admin: { nickname: string; password: string | undefined };
};

type Registration = { nickname: string; email: string | null; password: string; deviceId: string };
type SignedIn = { user: UserRow; token: string };

const messages = {
  nicknameTaken: 'This nickname is already taken. Please choose another one.',
  nicknameLookalike:
    'This nickname looks too much like an existing one. Please choose another one.',
  badCredentials: 'Invalid nickname or password',
  userNotFound: 'No account found with this nickname',
};

export function createAuthService(deps: Deps) {
  const { db, clock, throttle, users, log } = deps;
  const adminKey = nicknameKey(deps.admin.nickname);
  const adminLook = nicknameLookalike(deps.admin.nickname);

  async function startSession(tx: Db, userId: number): Promise<string> {
    const token = newSessionToken();
    await repo.insertSession(tx, hashSessionToken(token), userId, expiryFrom(clock.now()));
    return token;
  }

  function expiryFrom(now: Date) {
    return new Date(now.getTime() + SESSION_TTL_MS);
  }

  async function register(input: Registration, ip: string): Promise<SignedIn> {
    // Every registration counts, not only failures: this limit is against mass sign-ups.
    await throttle.take([{ bucket: `register:ip:${ip}` }]);
    const key = nicknameKey(input.nickname);
    const look = nicknameLookalike(input.nickname);
    if (key === adminKey) throw new AppError('NICKNAME_TAKEN', messages.nicknameTaken);
    // Nobody may look like the admin, whoever registers first.
    if (look === adminLook) throw new AppError('NICKNAME_TAKEN', messages.nicknameLookalike);
    const passwordHash = await hashPassword(input.password);
    try {
      return await db.transaction(async (tx) => {
        await repo.lockDevice(tx, input.deviceId);
        assertCan(input, 'register', await users.findOnDevice(tx, input.deviceId));
        if (await users.findByNicknameKey(tx, key)) {
          throw new AppError('NICKNAME_TAKEN', messages.nicknameTaken);
        }
        if (await users.lookalikeTaken(tx, look)) {
          throw new AppError('NICKNAME_TAKEN', messages.nicknameLookalike);
        }
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
    const pair = `login:nick:${key}:ip:${ip}`;
    // An address is limited on its own failures; a nickname under attack from many addresses
    // refuses only the addresses that already failed against it, never its owner's fresh one.
    const reservation = await throttle.take([
      { bucket: `login:ip:${ip}` },
      { bucket: `login:nick:${key}`, limitedWhen: { alsoUsed: pair } },
      { bucket: pair, limitedWhen: 'never' },
    ]);
    const user = await users.findByNicknameKey(db, key);
    const valid = user
      ? await verifyPassword(user.passwordHash, input.password)
      : await burnPasswordCheck(input.password).then(() => false);
    if (!user || !valid) throw new AppError('INVALID_CREDENTIALS', messages.badCredentials);
    await throttle.release(reservation);
    await throttle.clear(pair);
    return db.transaction(async (tx) => {
      // The admin's device is exempt from one-account-per-device; it is the last one used.
      if (user.isAdmin && input.deviceId) await users.setDeviceId(tx, user.id, input.deviceId);
      return { user, token: await startSession(tx, user.id) };
    });
  }

  /** The registered-device rule (ARCHITECTURE §2.9), shared by check-user and reset. */
  async function findResettableUser(input: CheckUserBody, ip: string): Promise<UserRow> {
    const key = nicknameKey(input.nickname);
    // Recorded before it is judged (so parallel tries cannot race the count) and taken back
    // when it passes; a try from the wrong device counts like a wrong nickname.
    const pair = `reset:nick:${key}:ip:${ip}`;
    const reservation = await throttle.take([
      { bucket: `reset:ip:${ip}` },
      { bucket: `reset:nick:${key}`, limitedWhen: { alsoUsed: pair } },
      { bucket: pair, limitedWhen: 'never' },
    ]);
    const user = await users.findByNicknameKey(db, key);
    if (!user) throw new AppError('USER_NOT_FOUND', messages.userNotFound);
    assertCan(input, 'resetPassword', user);
    await throttle.release(reservation);
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
    await users.fillMissingLookalikes();
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
    login,
    checkUser: findResettableUser,
    resetPassword,
    userForSession,
    logout,
    ensureAdmin,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
