import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  AccountMethods,
  CheckUserBody,
  CheckUserReply,
  LoginBody,
  ResetPasswordBody,
  SessionSummary,
} from '@/shared/contract/auth';
import { REAUTH_FRESH_MINUTES } from '@/shared/rules/google-sign-in';
import type { Db } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { Clock } from '@/server/lib/clock';
import {
  looksLikeDeletedAccount,
  nicknameKey,
  nicknameLookalike,
} from '@/server/modules/users/nickname-key';
import type { UsersService } from '@/server/modules/users/users.service';
import { assertCan, isRegisteringDevice, refusalOf } from './auth.policy';
import * as repo from './auth.repository';
import { deviceLabel } from './device-label';
import { createRegistrationGate, type RegistrationSettings } from './registration-gate';
import type { RegistrationProof } from './registration-proof';
import { hashRecoveryCode, newRecoveryCode } from './recovery-codes';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords';
import {
  SESSION_SEEN_EVERY_MS,
  SESSION_TTL_MS,
  hashSessionToken,
  newSessionToken,
} from './session-tokens';
import type { Throttle } from './throttle';
import type { SaidMessage } from '@/shared/errors';
import { english } from '@/shared/i18n/english';

type Deps = {
  db: Db;
  clock: Clock;
  throttle: Throttle;
  registration: RegistrationSettings;
  users: Pick<
    UsersService,
    | 'findByNicknameKey'
    | 'findOnDevice'
    | 'insert'
    | 'setPasswordHash'
    | 'setRecoveryCodeHash'
    | 'swapRecoveryCodeHash'
    | 'setDeviceId'
    | 'grantAdminOnlyTo'
    | 'lookalikeTaken'
    | 'fillMissingLookalikes'
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
  reasonMessage: SaidMessage;
  refusal: AppError | null;
};

type Registration = {
  nickname: string;
  email: string | null;
  password: string;
  deviceId: string;
  proof: RegistrationProof;
  ageConfirmed?: boolean | undefined;
};
type SignedIn = { user: UserRow; token: string };
/** Where a session starts: the browser's User-Agent names it in the sessions list. */
export type SignInContext = { ip: string; userAgent: string | undefined };

const USER_AGENT_MAX_LENGTH = 300;
/** How long a re-authentication at Google confirms what a password-less account asks. */
const REAUTH_FRESH_MS = REAUTH_FRESH_MINUTES * 60 * 1000;

const messages = {
  nicknameTaken: say('server_nickname_taken'),
  nicknameLookalike: say('server_nickname_lookalike'),
  nicknameReserved: say('server_nickname_reserved'),
  badCredentials: say('server_invalid_nickname_or_password'),
  userNotFound: say('server_no_account_with_nickname'),
  allowed: say('server_registration_allowed'),
  allowedExempt: say('server_registration_allowed_exempt'),
};

export function createAuthService(deps: Deps) {
  const { db, clock, throttle, users, log } = deps;
  const gate = createRegistrationGate({ db, clock, throttle, settings: deps.registration });
  const adminKey = nicknameKey(deps.admin.nickname);
  const adminLook = nicknameLookalike(deps.admin.nickname);

  async function startSession(tx: Db, userId: number, context: SignInContext): Promise<string> {
    const token = newSessionToken();
    const now = clock.now();
    await repo.insertSession(tx, {
      tokenHash: hashSessionToken(token),
      userId,
      expiresAt: expiryFrom(now),
      userAgent: context.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      now,
    });
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
    const look = nicknameLookalike(input.nickname);
    const taken = (message: SaidMessage) => new AppError('NICKNAME_TAKEN', message);
    // In registration's order: the admin's nickname and look, a deleted account's look, the
    // device, then a nickname in use, then one that looks like one in use.
    let refusal =
      key === adminKey
        ? taken(messages.nicknameTaken)
        : look === adminLook
          ? taken(messages.nicknameLookalike)
          : looksLikeDeletedAccount(input.nickname)
            ? taken(messages.nicknameReserved)
            : refusalOf(input, 'register', onDevice);
    if (!refusal && (await users.findByNicknameKey(tx, key))) {
      refusal = taken(messages.nicknameTaken);
    }
    if (!refusal && (await users.lookalikeTaken(tx, look))) {
      refusal = taken(messages.nicknameLookalike);
    }
    const allowed = isExemptDevice ? messages.allowedExempt : messages.allowed;
    return {
      isExemptDevice,
      existingAccount: existing !== undefined,
      existingNickname: existing?.nickname ?? null,
      canRegister: refusal === null,
      reason: refusal?.message ?? english(allowed),
      reasonMessage: refusal?.said ?? allowed,
      refusal,
    };
  }

  async function register(
    input: Registration,
    context: SignInContext,
  ): Promise<SignedIn & { recoveryCode: string }> {
    await gate.admit(input, context.ip);
    const key = nicknameKey(input.nickname);
    const look = nicknameLookalike(input.nickname);
    if (key === adminKey) throw new AppError('NICKNAME_TAKEN', messages.nicknameTaken);
    // Nobody may look like the admin, whoever registers first.
    if (look === adminLook) throw new AppError('NICKNAME_TAKEN', messages.nicknameLookalike);
    const passwordHash = await hashPassword(input.password);
    const recoveryCode = newRecoveryCode();
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
          recoveryCodeHash: hashRecoveryCode(recoveryCode),
          ageConfirmedAt: input.ageConfirmed ? clock.now() : null,
        });
        return { user, token: await startSession(tx, user.id, context), recoveryCode };
      });
    } catch (error) {
      // Two registrations of one nickname at once: the unique index decides.
      if (isUniqueViolation(error)) throw new AppError('NICKNAME_TAKEN', messages.nicknameTaken);
      throw error;
    }
  }

  async function login(input: LoginBody, context: SignInContext): Promise<SignedIn> {
    const key = nicknameKey(input.nickname);
    const pair = `login:nick:${key}:ip:${context.ip}`;
    // An address is limited on its own failures; a nickname under attack from many addresses
    // refuses only the addresses that already failed against it, never its owner's fresh one.
    // The attempt is recorded before it is judged, so parallel ones cannot race the count.
    const reservation = await throttle.take([
      { bucket: `login:ip:${context.ip}` },
      { bucket: `login:nick:${key}`, limitedWhen: { alsoUsed: pair } },
      { bucket: pair, limitedWhen: 'never' },
    ]);
    const user = await users.findByNicknameKey(db, key);
    // An account made by Google sign-in may have no password: it cannot match one.
    const valid = user?.passwordHash
      ? await verifyPassword(user.passwordHash, input.password)
      : await burnPasswordCheck(input.password).then(() => false);
    if (!user || !valid) throw new AppError('INVALID_CREDENTIALS', messages.badCredentials);
    await throttle.release(reservation);
    await throttle.clear(pair);
    return db.transaction(async (tx) => {
      // The admin's device is exempt from one-account-per-device; it is the last one used.
      if (user.isAdmin && input.deviceId) await users.setDeviceId(tx, user.id, input.deviceId);
      return { user, token: await startSession(tx, user.id, context) };
    });
  }

  /**
   * The account a reset names, throttled per IP and nickname like a login. The attempt is
   * recorded before it is judged (parallel tries cannot race the count); the caller releases
   * `reservation` when the attempt passes, so only failures count.
   */
  async function findAccountToReset(nickname: string, ip: string) {
    const key = nicknameKey(nickname);
    const pair = `reset:nick:${key}:ip:${ip}`;
    const reservation = await throttle.take([
      { bucket: `reset:ip:${ip}` },
      { bucket: `reset:nick:${key}`, limitedWhen: { alsoUsed: pair } },
      { bucket: pair, limitedWhen: 'never' },
    ]);
    const user = await users.findByNicknameKey(db, key);
    // A deleted account keeps its anonymised row for payment records; it is nobody's to reset.
    if (!user || user.deletedAt) throw new AppError('USER_NOT_FOUND', messages.userNotFound);
    return { user, reservation };
  }

  /**
   * Step 1 of the reset: the account exists, and how step 2 proves it is theirs — the
   * registering device (§2.9) or, from any other device, the recovery code (decision 019).
   */
  async function checkUser(input: CheckUserBody, ip: string): Promise<CheckUserReply> {
    const { user, reservation } = await findAccountToReset(input.nickname, ip);
    const onDevice = isRegisteringDevice(input, user);
    // No code to ask for (the admin, or an account from before codes): only the device works.
    if (!onDevice && !user.recoveryCodeHash) assertCan(input, 'resetPassword', user);
    await throttle.release(reservation);
    return { ok: true, proof: onDevice ? 'device' : 'recoveryCode' };
  }

  /** Sets the new password and signs out every session; a used code is replaced (shown once). */
  async function resetPassword(
    input: ResetPasswordBody,
    ip: string,
  ): Promise<{ recoveryCode: string | null }> {
    const { user, reservation } = await findAccountToReset(input.nickname, ip);
    // A wrong device or a wrong code keeps its attempt recorded, like a failed login.
    assertCan(input, 'resetPassword', user);
    await throttle.release(reservation);
    const byCode = !isRegisteringDevice(input, user);
    const nextCode = byCode ? newRecoveryCode() : null;
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction(async (tx) => {
      if (nextCode) {
        const swapped = await users.swapRecoveryCodeHash(
          tx,
          user.id,
          user.recoveryCodeHash!,
          hashRecoveryCode(nextCode),
        );
        // Another reset used this code first: it is spent.
        if (!swapped) {
          throw new AppError('WRONG_RECOVERY_CODE', say('server_recovery_code_just_been'));
        }
      }
      await users.setPasswordHash(tx, user.id, passwordHash);
      // A reset signs out every session: the old password may have been compromised.
      await repo.deleteSessionsOfUser(tx, user.id);
    });
    await throttle.clear(`reset:nick:${user.nicknameKey}`);
    return { recoveryCode: nextCode };
  }

  /**
   * My Space: a new code replaces the old one, which stops working at once. It needs the
   * password (or a fresh Google re-auth): whoever holds only a stolen session must not be able
   * to mint a code and then reset the password with it.
   */
  async function renewRecoveryCode(
    user: UserRow,
    password: string | undefined,
    sessionToken: string,
  ): Promise<string> {
    await confirmIdentity(
      user,
      { password, sessionToken },
      {
        wrongPassword: say('server_password_wrong_no_code'),
        needsGoogle: say('server_confirm_google_then_code', { minutes: REAUTH_FRESH_MINUTES }),
      },
    );
    const code = newRecoveryCode();
    await users.setRecoveryCodeHash(db, user.id, hashRecoveryCode(code));
    return code;
  }

  async function listSessions(user: UserRow, currentToken: string): Promise<SessionSummary[]> {
    const current = hashSessionToken(currentToken);
    const rows = await repo.listSessionsOfUser(db, user.id, clock.now());
    // This browser first, then the others by last use.
    const ordered = [
      ...rows.filter((row) => row.tokenHash === current),
      ...rows.filter((row) => row.tokenHash !== current),
    ];
    return ordered.map((row) => ({
      current: row.tokenHash === current,
      device: deviceLabel(row.userAgent),
      createdAt: new Date(row.createdAt).toISOString(),
      lastSeenAt: new Date(row.lastSeenAt).toISOString(),
    }));
  }

  /**
   * A sensitive action (deleting the account, making a recovery code) is confirmed by the
   * person, not only by the session, which may be stolen: with the password, or for an account
   * with none (made by Google sign-in) by a re-authentication at Google in the last few
   * minutes on this very session. Wrong passwords are throttled like failed logins.
   */
  async function confirmIdentity(
    user: UserRow,
    proof: { password: string | undefined; sessionToken: string },
    refusals: { wrongPassword: SaidMessage; needsGoogle: SaidMessage },
  ): Promise<void> {
    if (user.passwordHash) {
      const reservation = await throttle.take([{ bucket: `confirm:user:${user.id}` }]);
      if (!proof.password || !(await verifyPassword(user.passwordHash, proof.password))) {
        throw new AppError('FORBIDDEN', refusals.wrongPassword);
      }
      // A right password does not count against the limit.
      await throttle.release(reservation);
      return;
    }
    const session = await repo.findSession(db, hashSessionToken(proof.sessionToken));
    const at = session?.reauthenticatedAt;
    const age = at ? clock.now().getTime() - new Date(at).getTime() : Infinity;
    if (!(age <= REAUTH_FRESH_MS)) throw new AppError('FORBIDDEN', refusals.needsGoogle);
  }

  function confirmDeletion(user: UserRow, password: string | undefined, sessionToken: string) {
    return confirmIdentity(
      user,
      { password, sessionToken },
      {
        wrongPassword: say('server_password_wrong_nothing_deleted'),
        needsGoogle: say('server_confirm_google_then_delete', { minutes: REAUTH_FRESH_MINUTES }),
      },
    );
  }

  /** The session just re-authenticated at Google (decision 020): fresh for a few minutes. */
  async function markReauthenticated(sessionToken: string): Promise<void> {
    await repo.markSessionReauthenticated(db, hashSessionToken(sessionToken), clock.now());
  }

  /** Signs the account out everywhere and forgets how it signed in (its Google link). */
  async function endAccount(tx: Db, userId: number): Promise<void> {
    await repo.deleteSessionsOfUser(tx, userId);
    await repo.deleteIdentitiesOfUser(tx, userId);
  }

  /**
   * The daily purge's share: expired sessions and Google sign-ups never completed, and sign-in
   * attempts past the log retention.
   */
  async function purgeOld(now: Date, logsBefore: Date): Promise<void> {
    await repo.deleteExpiredSessions(db, now);
    await repo.deleteExpiredPendingSignups(db, now);
    await repo.deleteAttemptsBefore(db, logsBefore);
  }

  async function accountMethods(user: UserRow): Promise<AccountMethods> {
    const identities = await repo.identitiesOfUser(db, user.id);
    const google = identities[0];
    return {
      hasPassword: user.passwordHash !== null,
      google: google ? { email: google.email } : null,
    };
  }

  function endOtherSessions(user: UserRow, currentToken: string): Promise<number> {
    return repo.deleteOtherSessionsOfUser(db, user.id, hashSessionToken(currentToken));
  }

  async function userForSession(token: string): Promise<UserRow | null> {
    const tokenHash = hashSessionToken(token);
    const now = clock.now();
    const found = await repo.findSessionWithUser(db, tokenHash, now);
    if (!found) return null;
    // Last seen (and the sliding expiry with it) is written at most every few minutes.
    if (now.getTime() - new Date(found.lastSeenAt).getTime() > SESSION_SEEN_EVERY_MS) {
      await repo.extendSession(db, tokenHash, now, expiryFrom(now));
    }
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
      !(admin.passwordHash && (await verifyPassword(admin.passwordHash, deps.admin.password)))
    ) {
      await users.setPasswordHash(db, admin.id, await hashPassword(deps.admin.password));
    }
    await users.grantAdminOnlyTo(admin.id);
  }

  return {
    /** The proof of work a registration from this address must solve first. */
    registrationChallenge: (ip: string) => gate.challenge(ip),
    register,
    /** The device test's entry: the same verdict, outside any registration. */
    judgeRegistration: (input: { deviceId: string; nickname: string }) =>
      db.transaction((tx) => judgeRegistration(tx, input)),
    login,
    startSession,
    checkUser,
    resetPassword,
    renewRecoveryCode,
    listSessions,
    endOtherSessions,
    accountMethods,
    confirmDeletion,
    markReauthenticated,
    endAccount,
    purgeOld,
    userForSession,
    logout,
    ensureAdmin,
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
