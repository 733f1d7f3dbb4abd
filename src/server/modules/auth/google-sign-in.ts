import type { GoogleSignInFailure } from '@/shared/rules/google-sign-in';
import type { Db } from '@/server/db/client';
import { isUniqueViolation } from '@/server/db/errors';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import type { Clock } from '@/server/lib/clock';
import { nicknameKey, nicknameLookalike } from '@/server/modules/users/nickname-key';
import type { UsersService } from '@/server/modules/users/users.service';
import {
  OidcError,
  type OpenIdConnectClient,
  type VerifiedIdentity,
} from '@/server/providers/openid-connect';
import { assertCan } from './auth.policy';
import * as repo from './auth.repository';
import type { SignInContext } from './auth.service';
import { GOOGLE_FLOW_TTL_MS, type GoogleFlow } from './google-flow-cookie';
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
  { kind: 'signIn'; deviceId: string | null } | { kind: 'link'; user: UserRow };
export type GoogleResult =
  { kind: 'signedIn'; user: UserRow; token: string } | { kind: 'linked'; user: UserRow };

const MAX_NICKNAME_TRIES = 20;

/**
 * Google sign-in (issue 13): an identity is its issuer and subject. A known identity signs its
 * account in; an unknown one creates an account (one per device, a nickname from the profile,
 * the verified email) unless that email already belongs to an account, which is never taken
 * over; a signed-in user may link it from My Space instead.
 */
export function createGoogleSignIn(deps: Deps) {
  const { db, clock, client, users } = deps;
  const adminKey = nicknameKey(deps.adminNickname);
  const adminLook = nicknameLookalike(deps.adminNickname);

  async function start(mode: GoogleStart): Promise<{ url: URL; flow: GoogleFlow }> {
    const { url, checks } = await client.start().catch(rethrow);
    return {
      url,
      flow: {
        ...checks,
        deviceId: mode.kind === 'signIn' ? mode.deviceId : null,
        linkUserId: mode.kind === 'link' ? mode.user.id : null,
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
    // A link finishes only in the browser of the account that started it.
    if (flow.linkUserId !== null && current?.id !== flow.linkUserId) {
      throw new GoogleSignInError('mismatch');
    }
    const identity = await client.finish(callbackUrl, flow).catch(rethrow);
    if (flow.linkUserId !== null && current) return link(current, identity);
    return signIn(identity, flow.deviceId, context);
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

  async function signIn(
    identity: VerifiedIdentity,
    deviceId: string | null,
    context: SignInContext,
  ): Promise<GoogleResult> {
    const known = await signInKnown(identity, context);
    if (known) return known;
    if (!deviceId) throw new GoogleSignInError('no_device');
    try {
      return await db.transaction(async (tx) => {
        await repo.lockDevice(tx, deviceId);
        try {
          assertCan({ deviceId }, 'register', await users.findOnDevice(tx, deviceId));
        } catch (refusal) {
          if (refusal instanceof AppError) throw new GoogleSignInError('device_taken');
          throw refusal;
        }
        if (identity.email && (await users.emailInUse(tx, identity.email))) {
          throw new GoogleSignInError('email_taken');
        }
        const nickname = await freeNickname(tx, identity.displayName);
        const user = await users.insert(tx, {
          nickname,
          nicknameKey: nicknameKey(nickname),
          email: identity.email,
          passwordHash: null,
          deviceId,
        });
        await repo.insertIdentity(tx, { userId: user.id, ...identityValues(identity) });
        return { kind: 'signedIn', user, token: await deps.startSession(tx, user.id, context) };
      });
    } catch (error) {
      // The same first sign-in finished twice at once: the other one made the account.
      if (isUniqueViolation(error)) {
        const again = await signInKnown(identity, context);
        if (again) return again;
      }
      throw error;
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
        !(await users.findByNicknameKey(tx, key)) &&
        !(await users.lookalikeTaken(tx, look));
      if (free) return candidate;
      if (++tries >= MAX_NICKNAME_TRIES) break;
    }
    throw new Error('no free nickname found for a Google account');
  }

  return { start, finish };
}

function identityValues(identity: VerifiedIdentity) {
  return { issuer: identity.issuer, subject: identity.subject, email: identity.email };
}

function rethrow(error: unknown): never {
  if (error instanceof OidcError) throw new GoogleSignInError(error.reason, { cause: error });
  throw error;
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
