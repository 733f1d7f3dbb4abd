import { randomBytes } from 'node:crypto';
import { type GoogleSignInFailure, type ReauthPurpose } from '@/shared/rules/google-sign-in';
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
import {
  OidcError,
  type OpenIdConnectClient,
  type VerifiedIdentity,
} from '@/server/providers/openid-connect';
import { refusalOf } from './auth.policy';
import * as repo from './auth.repository';
import type { SignInContext } from './auth.service';
import {
  GOOGLE_FLOW_TTL_MS,
  type GoogleFlow,
  type PendingGoogleAccount,
} from './google-flow-cookie';
import { nicknameCandidates } from './google-nickname';

/** A sign-in or link that did not happen, with the reason the person is shown. */
export class GoogleSignInError extends Error {
  constructor(
    readonly reason: GoogleSignInFailure,
    options?: { cause?: unknown },
  ) {
    super(`Google sign-in failed: ${reason}`, options);
    this.name = 'GoogleSignInError';
  }
}

type Deps = {
  db: Db;
  clock: Clock;
  client: OpenIdConnectClient;
  users: Pick<
    UsersService,
    'findByNicknameKey' | 'findOnDevice' | 'insert' | 'emailInUse' | 'findByIdIn' | 'lookalikeTaken'
  >;
  startSession: (tx: Db, userId: number, context: SignInContext) => Promise<string>;
  adminNickname: string;
};

export type GoogleStart =
  | { kind: 'signIn'; deviceId: string | null }
  | { kind: 'link'; user: UserRow }
  | { kind: 'reauth'; user: UserRow; purpose: ReauthPurpose };
export type GoogleResult =
  | { kind: 'signedIn'; user: UserRow; token: string }
  /** A first sign-in: the account is made once the person confirms they are 13 or older. */
  | { kind: 'newAccount'; pending: PendingGoogleAccount }
  | { kind: 'linked'; user: UserRow }
  | { kind: 'reauthenticated'; user: UserRow; purpose: ReauthPurpose };

const MAX_NICKNAME_TRIES = 20;
/** Two first sign-ins whose names give one nickname: the one that lost tries another. */
const MAX_CREATE_ATTEMPTS = 3;

/**
 * Google sign-in (issue 13): an identity is its issuer and subject. A known identity signs its
 * account in; an unknown one becomes an account (one per device, a nickname from the profile,
 * the verified email) once the person confirms they are 13 or older, unless that email already
 * belongs to an account, which is never taken over; a signed-in user may link it from My Space
 * instead, and an account confirms who it is by signing in at Google again (re-auth).
 */
export function createGoogleSignIn(deps: Deps) {
  const { db, clock, client, users } = deps;
  const adminKey = nicknameKey(deps.adminNickname);
  const adminLook = nicknameLookalike(deps.adminNickname);

  async function start(mode: GoogleStart): Promise<{ url: URL; flow: GoogleFlow }> {
    const { url, checks } = await client
      .start({ reauthenticate: mode.kind === 'reauth' })
      .catch(rethrow);
    return {
      url,
      flow: {
        ...checks,
        deviceId: mode.kind === 'signIn' ? mode.deviceId : null,
        linkUserId: mode.kind === 'link' ? mode.user.id : null,
        reauth: mode.kind === 'reauth' ? { userId: mode.user.id, purpose: mode.purpose } : null,
        expiresAt: clock.now().getTime() + GOOGLE_FLOW_TTL_MS,
      },
    };
  }

  async function finish(
    callbackUrl: URL,
    flow: GoogleFlow | null,
    current: UserRow | null,
    context: SignInContext,
  ): Promise<GoogleResult> {
    if (!flow) throw new GoogleSignInError('expired');
    const reauth = flow.reauth ?? null;
    // A link or a re-auth finishes only in the browser of the account that started it.
    const startedBy = flow.linkUserId ?? reauth?.userId ?? null;
    if (startedBy !== null && current?.id !== startedBy) throw new GoogleSignInError('mismatch');
    // A re-auth counts only if the person signed in at Google after it started (auth_time).
    const startedAt = flow.expiresAt - GOOGLE_FLOW_TTL_MS;
    const maxAgeSeconds = Math.ceil((clock.now().getTime() - startedAt) / 1000);
    const identity = await client
      .finish(callbackUrl, flow, reauth ? { maxAgeSeconds } : {})
      .catch(rethrow);
    if (reauth && current) return confirm(current, identity, reauth.purpose);
    if (flow.linkUserId !== null && current) return link(current, identity);
    return signIn(identity, flow.deviceId, context);
  }

  /** The Google account that just signed in again must be the one linked to this account. */
  async function confirm(
    user: UserRow,
    identity: VerifiedIdentity,
    purpose: ReauthPurpose,
  ): Promise<GoogleResult> {
    const known = await repo.findIdentity(db, identity.issuer, identity.subject);
    if (known?.userId !== user.id) throw new GoogleSignInError('not_yours');
    return { kind: 'reauthenticated', user, purpose };
  }

  async function link(user: UserRow, identity: VerifiedIdentity): Promise<GoogleResult> {
    const known = await repo.findIdentity(db, identity.issuer, identity.subject);
    if (known) {
      if (known.userId !== user.id) throw new GoogleSignInError('already_linked');
      return { kind: 'linked', user };
    }
    const mine = await repo.identitiesOfUser(db, user.id);
    if (mine.some((row) => row.issuer === identity.issuer)) {
      throw new GoogleSignInError('other_linked');
    }
    try {
      await repo.insertIdentity(db, { userId: user.id, ...identityValues(identity) });
    } catch (error) {
      // Linked elsewhere (or here) a moment ago: the unique indexes decide.
      if (isUniqueViolation(error)) throw new GoogleSignInError('already_linked');
      throw error;
    }
    return { kind: 'linked', user };
  }

  /**
   * Why this device and email cannot make a new account, if they cannot: one account per
   * device (the device is locked till commit), and an email in use is never taken over.
   */
  async function newAccountRefusal(
    tx: Db,
    deviceId: string,
    email: string | null,
  ): Promise<'device_taken' | 'email_taken' | null> {
    await repo.lockDevice(tx, deviceId);
    if (refusalOf({ deviceId }, 'register', await users.findOnDevice(tx, deviceId))) {
      return 'device_taken';
    }
    if (email && (await users.emailInUse(tx, email))) return 'email_taken';
    return null;
  }

  async function signIn(
    identity: VerifiedIdentity,
    deviceId: string | null,
    context: SignInContext,
  ): Promise<GoogleResult> {
    const known = await signInKnown(identity, context);
    if (known) return known;
    if (!deviceId) throw new GoogleSignInError('no_device');
    // Refused now rather than after the person confirmed their age; checked again at creation.
    const refusal = await db.transaction((tx) => newAccountRefusal(tx, deviceId, identity.email));
    if (refusal) throw new GoogleSignInError(refusal);
    const expiresAt = clock.now().getTime() + GOOGLE_FLOW_TTL_MS;
    const signupId = randomBytes(32).toString('base64url');
    await repo.insertPendingSignup(db, signupId, new Date(expiresAt));
    return { kind: 'newAccount', pending: { ...identity, deviceId, signupId, expiresAt } };
  }

  /**
   * Makes the account of a first sign-in, now that the person confirmed they are 13 or older:
   * account, identity and session in one transaction. A nickname taken meanwhile by another
   * first sign-in (the unique index decides) is tried again with the next candidate.
   */
  async function createAccount(
    pending: PendingGoogleAccount,
    context: SignInContext,
  ): Promise<{ user: UserRow; token: string }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          // One account per age step, taken in this transaction: a refusal below (or a lost
          // nickname race, retried) leaves it unused.
          const fresh =
            pending.signupId !== undefined &&
            (await repo.consumePendingSignup(tx, pending.signupId, clock.now()));
          if (!fresh) throw new AppError('CONFLICT', say('server_google_sign_in_used'));
          if (await repo.findIdentity(tx, pending.issuer, pending.subject)) {
            throw new AppError('CONFLICT', say('server_google_account_already_underprint'));
          }
          const refusal = await newAccountRefusal(tx, pending.deviceId, pending.email);
          if (refusal === 'device_taken') {
            throw new AppError('DEVICE_TAKEN', say('server_account_already_been_created'));
          }
          if (refusal) throw new AppError('CONFLICT', say('server_google_email_taken'));
          const nickname = await freeNickname(tx, pending.displayName);
          const user = await users.insert(tx, {
            nickname,
            nicknameKey: nicknameKey(nickname),
            email: pending.email,
            passwordHash: null,
            deviceId: pending.deviceId,
            ageConfirmedAt: clock.now(),
          });
          await repo.insertIdentity(tx, { userId: user.id, ...identityValues(pending) });
          return { user, token: await deps.startSession(tx, user.id, context) };
        });
      } catch (error) {
        if (isUniqueViolation(error) && attempt < MAX_CREATE_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  async function signInKnown(
    identity: VerifiedIdentity,
    context: SignInContext,
  ): Promise<GoogleResult | null> {
    const known = await repo.findIdentity(db, identity.issuer, identity.subject);
    if (!known) return null;
    return db.transaction(async (tx) => {
      const user = await users.findByIdIn(tx, known.userId);
      if (!user) throw new GoogleSignInError('mismatch');
      return { kind: 'signedIn', user, token: await deps.startSession(tx, user.id, context) };
    });
  }

  async function freeNickname(tx: Db, displayName: string | null): Promise<string> {
    let tries = 0;
    for (const candidate of nicknameCandidates(displayName)) {
      // The same rules as sign-up: not the admin's, not taken, not a lookalike of one taken.
      const key = nicknameKey(candidate);
      const look = nicknameLookalike(candidate);
      const free =
        key !== adminKey &&
        look !== adminLook &&
        !looksLikeDeletedAccount(candidate) &&
        !(await users.findByNicknameKey(tx, key)) &&
        !(await users.lookalikeTaken(tx, look));
      if (free) return candidate;
      if (++tries >= MAX_NICKNAME_TRIES) break;
    }
    throw new Error('no free nickname found for a Google account');
  }

  return { start, finish, createAccount };
}

function identityValues(identity: VerifiedIdentity) {
  return { issuer: identity.issuer, subject: identity.subject, email: identity.email };
}

function rethrow(error: unknown): never {
  if (error instanceof OidcError) throw new GoogleSignInError(error.reason, { cause: error });
  throw error;
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
