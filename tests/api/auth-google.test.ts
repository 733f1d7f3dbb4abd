import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deletedAccountNickname } from '@/shared/rules/account';
import { sessions } from '@/server/db/schema/sessions';
import { userIdentities } from '@/server/db/schema/user-identities';
import { users } from '@/server/db/schema/users';
import { createFlowCookieCodec, type GoogleFlow } from '@/server/modules/auth/google-flow-cookie';
import { hashSessionToken } from '@/server/modules/auth/session-tokens';
import { buildUser, newDeviceId, signedInUser } from '../factories';
import {
  TEST_CLIENT_SECRET,
  signInAtProvider,
  startOidcProvider,
  type TestOidcProvider,
} from '../support/oidc-provider';
import { createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';

const CALLBACK = 'http://localhost:5000/api/auth/google/callback';

let provider: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startOidcProvider({ redirectUri: CALLBACK });
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000', ...provider.env() } });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

let logins = 0;
/** A Google person the provider knows, with a fresh login name. */
function person(profile: Parameters<TestOidcProvider['setProfile']>[1]) {
  logins += 1;
  const login = `person-${logins}-${Date.now()}`;
  provider.setProfile(login, profile);
  return login;
}

const FLOW_COOKIE = 'underprint_oidc';
function flowCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === FLOW_COOKIE);
  if (!cookie) throw new Error(`no flow cookie in a ${response.statusCode} reply`);
  return `${FLOW_COOKIE}=${cookie.value}`;
}

const NEW_ACCOUNT_COOKIE = 'underprint_google_new';
function newAccountCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === NEW_ACCOUNT_COOKIE);
  if (!cookie) throw new Error(`no new-account cookie in a ${response.statusCode} reply`);
  return `${NEW_ACCOUNT_COOKIE}=${cookie.value}`;
}

/**
 * Starts at /api/auth/google (or the link or re-auth route), signs in at the provider, comes
 * back. A first sign-in lands on /login?googleNew=1; unless `confirmAge` is false, the helper
 * then confirms 13 or older as the page would, and `signedIn` is the reply that made the
 * account (else the callback). `session` is the session cookie that reply set, if any.
 */
async function googleSignIn(
  login: string,
  options: {
    deviceId?: string | null;
    session?: string;
    reauth?: 'deleteAccount' | 'recoveryCode';
    cancel?: boolean;
    confirmAge?: boolean;
  } = {},
) {
  const deviceId = options.deviceId === undefined ? newDeviceId() : options.deviceId;
  const startPath = options.reauth
    ? `/api/auth/google/reauth?purpose=${options.reauth}`
    : options.session
      ? '/api/auth/google/link'
      : `/api/auth/google${deviceId ? `?deviceId=${deviceId}` : ''}`;
  const start = await t.call('GET', startPath, { cookie: options.session });
  expect(start.statusCode).toBe(302);
  const flow = flowCookieOf(start);
  const back = await signInAtProvider(start.headers.location as string, login, options);
  expect(back.origin + back.pathname).toBe(CALLBACK);
  const callback = await t.call('GET', back.pathname + back.search, {
    cookie: [flow, options.session].filter(Boolean).join('; '),
  });
  let signedIn = callback;
  if (callback.headers.location === '/login?googleNew=1' && options.confirmAge !== false) {
    signedIn = await t.call('POST', '/api/auth/google/complete', {
      cookie: newAccountCookieOf(callback),
      body: { ageConfirmed: true },
    });
    expect(signedIn.statusCode).toBe(201);
  }
  const session = signedIn.cookies.some((c) => c.name === 'underprint_session' && c.value)
    ? sessionCookieOf(signedIn)
    : null;
  return { start, back, flow, callback, signedIn, session };
}

const usersCount = () =>
  t.database.db
    .select({ n: count() })
    .from(users)
    .then((rows) => rows[0]!.n);

async function whoIs(cookie: string) {
  const me = await t.call('GET', '/api/auth/user', { cookie });
  expect(me.statusCode).toBe(200);
  return me.json<{ id: number; nickname: string; email: string | null }>();
}

describe('Google sign-in', () => {
  it('is offered in /api/config once configured', async () => {
    expect((await t.call('GET', '/api/config')).json()).toMatchObject({ googleSignIn: true });
  });

  it('starts the code flow with PKCE S256, state and nonce in a signed HttpOnly Lax cookie', async () => {
    const start = await t.call('GET', `/api/auth/google?deviceId=${newDeviceId()}`);
    expect(start.statusCode).toBe(302);
    const url = new URL(start.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    for (const name of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(name)).toMatch(/^[\w-]{30,}$/);
    }
    const cookie = start.cookies.find((c) => c.name === FLOW_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google' });
    expect(cookie.maxAge).toBe(600);
  });

  it('creates an account on the first sign-in and signs the same account in again', async () => {
    const login = person({
      email: 'Ana.Lopez@Example.org',
      email_verified: true,
      name: 'Ana López',
    });
    const first = await googleSignIn(login);
    expect(first.callback.statusCode).toBe(302);
    // Not yet an account: the person confirms 13 or older first (below).
    expect(first.callback.headers.location).toBe('/login?googleNew=1');
    const me = await whoIs(first.session!);
    expect(me.nickname).toMatch(/^Ana_López(_\d{4})?$/);
    expect(me.email).toBe('ana.lopez@example.org');
    // The same session as a password login: the session cookie's rules.
    const cookie = first.signedIn.cookies.find((c) => c.name === 'underprint_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The flow cookie is spent.
    expect(first.callback.cookies.find((c) => c.name === FLOW_COOKIE)?.value).toBe('');

    const before = await usersCount();
    const again = await googleSignIn(login);
    expect(again.callback.headers.location).toBe('/');
    expect((await whoIs(again.session!)).id).toBe(me.id);
    expect(await usersCount()).toBe(before);
  });

  it('makes a taken nickname unique', async () => {
    const taken = await buildUser(t.database.db, { nickname: 'Bruno_Diaz' });
    const login = person({ name: 'Bruno Diaz' });
    const { session } = await googleSignIn(login);
    const me = await whoIs(session!);
    expect(me.nickname).toMatch(/^Bruno_Diaz_\d{4}$/);
    expect(me.id).not.toBe(taken.id);
    // No verified email: none stored.
    expect(me.email).toBeNull();
  });

  it('gives two simultaneous first sign-ins with the same name two nicknames', async () => {
    for (const round of [1, 2]) {
      const logins = [
        person({ name: `Twin Name ${round}` }),
        person({ name: `Twin Name ${round}` }),
      ];
      const flows = await Promise.all(
        logins.map(async (login) => {
          const start = await t.call('GET', `/api/auth/google?deviceId=${newDeviceId()}`);
          const back = await signInAtProvider(start.headers.location as string, login);
          return { flow: flowCookieOf(start), back };
        }),
      );
      // Both callbacks at once, then both age confirmations at once.
      const callbacks = await Promise.all(
        flows.map(({ flow, back }) => t.call('GET', back.pathname + back.search, { cookie: flow })),
      );
      for (const callback of callbacks) {
        expect(callback.headers.location).toBe('/login?googleNew=1');
      }
      const created = await Promise.all(
        callbacks.map((callback) =>
          t.call('POST', '/api/auth/google/complete', {
            cookie: newAccountCookieOf(callback),
            body: { ageConfirmed: true },
          }),
        ),
      );
      for (const reply of created) expect(reply.statusCode).toBe(201);
      const names = created.map((reply) => reply.json<{ nickname: string }>().nickname).sort();
      expect(names[0]).toBe(`Twin_Name_${round}`);
      expect(names[1]).toMatch(new RegExp(`^Twin_Name_${round}_\\d{4}$`));
    }
  });

  it('asks the age before any account exists, and refuses under 13 in plain words', async () => {
    const login = person({
      name: 'Young Person',
      email: 'young@example.org',
      email_verified: true,
    });
    const before = await usersCount();
    const first = await googleSignIn(login, { confirmAge: false });
    expect(first.callback.headers.location).toBe('/login?googleNew=1');
    expect(first.session).toBeNull();
    expect(await usersCount()).toBe(before);
    const pending = newAccountCookieOf(first.callback);
    expect(first.callback.cookies.find((c) => c.name === NEW_ACCOUNT_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth/google',
      maxAge: 600,
    });

    for (const body of [{ ageConfirmed: false }, {}]) {
      const refused = await t.call('POST', '/api/auth/google/complete', { cookie: pending, body });
      expect(refused.statusCode).toBe(400);
      expect(refused.cookies.find((c) => c.name === 'underprint_session')).toBeUndefined();
    }
    const under = await t.call('POST', '/api/auth/google/complete', {
      cookie: pending,
      body: { ageConfirmed: false },
    });
    expect(under.json<{ error: string }>().error).toBe(
      'You must be 13 or older to create an account.',
    );
    expect(await usersCount()).toBe(before);

    // No pending sign-in, or a forged one: nothing to create.
    const none = await t.call('POST', '/api/auth/google/complete', {
      body: { ageConfirmed: true },
    });
    expect(none.statusCode).toBe(400);
    const [payload] = pending.split('=')[1]!.split('.');
    const forged = await t.call('POST', '/api/auth/google/complete', {
      cookie: `${NEW_ACCOUNT_COOKIE}=${payload}.AAAA`,
      body: { ageConfirmed: true },
    });
    expect(forged.statusCode).toBe(400);
    expect(await usersCount()).toBe(before);

    const created = await t.call('POST', '/api/auth/google/complete', {
      cookie: pending,
      body: { ageConfirmed: true },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ nickname: 'Young_Person', email: 'young@example.org' });
    expect(created.cookies.find((c) => c.name === NEW_ACCOUNT_COOKIE)?.value).toBe('');
    const row = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, created.json<{ id: number }>().id));
    expect(row[0]!.ageConfirmedAt).toBeInstanceOf(Date);
    // A Google-only account has no recovery code (decision 020) and no password.
    expect(row[0]).toMatchObject({ recoveryCodeHash: null, passwordHash: null });

    // The same pending cookie again (a replay, or a second click): no second session.
    const replay = await t.call('POST', '/api/auth/google/complete', {
      cookie: pending,
      body: { ageConfirmed: true },
    });
    expect(replay.statusCode).toBe(409);
    expect(replay.cookies.find((c) => c.name === 'underprint_session')).toBeUndefined();
  });

  it('the age step makes one account: its cookie replayed after use, or after that account is deleted, is refused', async () => {
    const first = await googleSignIn(person({ name: 'Once Only' }), { confirmAge: false });
    const pending = newAccountCookieOf(first.callback);
    const complete = () =>
      t.call('POST', '/api/auth/google/complete', {
        cookie: pending,
        body: { ageConfirmed: true },
      });
    const created = await complete();
    expect(created.statusCode).toBe(201);
    const session = sessionCookieOf(created);
    const refusedWithNothingMade = async () => {
      const before = await usersCount();
      const replay = await complete();
      expect(replay.statusCode).toBe(409);
      expect(replay.json<{ error: string }>().error).toBe(
        'This sign-in with Google was already used. Please sign in with Google again.',
      );
      expect(replay.cookies.find((c) => c.name === 'underprint_session')).toBeUndefined();
      expect(await usersCount()).toBe(before);
    };
    await refusedWithNothingMade();

    // Deleted within the cookie's ten minutes: the Google link went, the cookie is still spent.
    await t.database.db
      .update(sessions)
      .set({ reauthenticatedAt: new Date() })
      .where(eq(sessions.tokenHash, hashSessionToken(session.split('=')[1]!)));
    const deleted = await t.call('POST', '/api/account/delete', { cookie: session, body: {} });
    expect(deleted.statusCode).toBe(200);
    await refusedWithNothingMade();
  });

  it('re-checks the device at the age step: taken meanwhile, nothing is created', async () => {
    const deviceId = newDeviceId();
    const first = await googleSignIn(person({ name: 'Slow Starter' }), {
      deviceId,
      confirmAge: false,
    });
    await buildUser(t.database.db, { deviceId });
    const before = await usersCount();
    const refused = await t.call('POST', '/api/auth/google/complete', {
      cookie: newAccountCookieOf(first.callback),
      body: { ageConfirmed: true },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toMatch(/already been created on this device/);
    expect(await usersCount()).toBe(before);
  });

  it('never takes over a password account with the same email, and creates nothing', async () => {
    const owner = await buildUser(t.database.db, { email: 'owner@example.org' });
    const login = person({ email: 'OWNER@example.org', email_verified: true, name: 'Owner' });
    const before = await usersCount();
    const { callback } = await googleSignIn(login);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/login?googleError=email_taken');
    expect(callback.cookies.find((c) => c.name === 'underprint_session')).toBeUndefined();
    expect(await usersCount()).toBe(before);
    const identities = await t.database.db
      .select({ n: count() })
      .from(userIdentities)
      .where(eq(userIdentities.userId, owner.id));
    expect(identities[0]!.n).toBe(0);
  });

  it('lets a signed-in user link Google from My Space, then sign in either way', async () => {
    const { user, cookie } = await signedInUser(t, { email: 'linker@example.org' });
    const login = person({ email: 'linker@example.org', email_verified: true, name: 'Linker' });
    const linked = await googleSignIn(login, { session: cookie });
    expect(linked.callback.headers.location).toBe('/my-space?googleLinked=1');
    const methods = await t.call('GET', '/api/auth/account', { cookie });
    expect(methods.json()).toEqual({
      hasPassword: true,
      google: { email: 'linker@example.org' },
    });

    // From another device, Google signs in to that very account.
    const viaGoogle = await googleSignIn(login);
    expect((await whoIs(viaGoogle.session!)).id).toBe(user.id);
    const viaPassword = await t.call('POST', '/api/auth/login', {
      body: { nickname: user.nickname, password: user.password },
    });
    expect(viaPassword.statusCode).toBe(200);
  });

  it('refuses to link a Google account that belongs to another account', async () => {
    const login = person({ name: 'Taken Google' });
    await googleSignIn(login);
    const { cookie } = await signedInUser(t);
    const { callback } = await googleSignIn(login, { session: cookie });
    expect(callback.headers.location).toBe('/my-space?googleError=already_linked');
    expect((await t.call('GET', '/api/auth/account', { cookie })).json()).toMatchObject({
      google: null,
    });
  });

  it('the link route needs a session', async () => {
    expect((await t.call('GET', '/api/auth/google/link')).statusCode).toBe(401);
  });

  it('applies one account per device to the account Google creates', async () => {
    const existing = await buildUser(t.database.db);
    const before = await usersCount();
    const taken = await googleSignIn(person({ name: 'Second' }), {
      deviceId: existing.deviceId!,
    });
    expect(taken.callback.headers.location).toBe('/login?googleError=device_taken');
    const none = await googleSignIn(person({ name: 'Nodevice' }), { deviceId: null });
    expect(none.callback.headers.location).toBe('/login?googleError=no_device');
    expect(await usersCount()).toBe(before);
  });

  it('a refused consent signs in nobody', async () => {
    const before = await usersCount();
    const { back, callback } = await googleSignIn(person({ name: 'Refuser' }), { cancel: true });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(callback.headers.location).toBe('/login?googleError=denied');
    expect(callback.cookies.find((c) => c.name === 'underprint_session')).toBeUndefined();
    expect(await usersCount()).toBe(before);
  });

  it('a forged callback signs in nobody: no flow cookie, a made-up code, a replayed code', async () => {
    const before = await usersCount();
    const noCookie = await t.call('GET', '/api/auth/google/callback?code=abc&state=xyz');
    expect(noCookie.headers.location).toBe('/login?googleError=expired');

    const start = await t.call('GET', `/api/auth/google?deviceId=${newDeviceId()}`);
    const state = new URL(start.headers.location as string).searchParams.get('state')!;
    const madeUp = await t.call('GET', `/api/auth/google/callback?code=made-up&state=${state}`, {
      cookie: flowCookieOf(start),
    });
    expect(madeUp.headers.location).toBe('/login?googleError=mismatch');

    const real = await googleSignIn(person({ name: 'Replayed' }));
    expect(real.callback.headers.location).toBe('/login?googleNew=1');
    const replay = await t.call('GET', real.back.pathname + real.back.search, {
      cookie: real.flow,
    });
    expect(replay.headers.location).toBe('/login?googleError=mismatch');
    for (const response of [noCookie, madeUp, replay]) {
      expect(response.cookies.find((c) => c.name === 'underprint_session')).toBeUndefined();
    }
    expect(await usersCount()).toBe(before + 1);
  });

  it('a forged flow cookie (wrong signature) is no flow at all', async () => {
    const start = await t.call('GET', `/api/auth/google?deviceId=${newDeviceId()}`);
    const [payload] = flowCookieOf(start).split('=')[1]!.split('.');
    const callback = await t.call('GET', '/api/auth/google/callback?code=x&state=y', {
      cookie: `${FLOW_COOKIE}=${payload}.AAAA`,
    });
    expect(callback.headers.location).toBe('/login?googleError=expired');
  });

  it('a state or nonce mismatch signs in nobody', async () => {
    const before = await usersCount();
    const login = person({ name: 'Mismatch' });
    const codec = createFlowCookieCodec(TEST_CLIENT_SECRET);
    const reseal = (cookie: string, change: Partial<GoogleFlow>) => {
      const flow = codec.open(cookie.split('=')[1], new Date())!;
      return `${FLOW_COOKIE}=${codec.seal({ ...flow, ...change })}`;
    };
    for (const change of [{ state: 'another-state-value' }, { nonce: 'another-nonce-value' }]) {
      const start = await t.call('GET', `/api/auth/google?deviceId=${newDeviceId()}`);
      const back = await signInAtProvider(start.headers.location as string, login);
      const callback = await t.call('GET', back.pathname + back.search, {
        cookie: reseal(flowCookieOf(start), change),
      });
      expect(callback.headers.location).toBe('/login?googleError=mismatch');
      expect(callback.cookies.find((c) => c.name === 'underprint_session')).toBeUndefined();
    }
    expect(await usersCount()).toBe(before);
  });
});

/** When this session last re-authenticated at Google, moved into the past. */
async function ageReauth(cookie: string, minutesAgo: number) {
  await t.database.db
    .update(sessions)
    .set({ reauthenticatedAt: new Date(Date.now() - minutesAgo * 60 * 1000) })
    .where(eq(sessions.tokenHash, hashSessionToken(cookie.split('=')[1]!)));
}

describe('confirming with Google (re-authentication)', () => {
  it('asks the provider for a new sign-in (prompt=login, max_age=0) and needs a session', async () => {
    const { session } = await googleSignIn(person({ name: 'Asker' }));
    const start = await t.call('GET', '/api/auth/google/reauth?purpose=deleteAccount', {
      cookie: session!,
    });
    expect(start.statusCode).toBe(302);
    const url = new URL(start.headers.location as string);
    expect(url.searchParams.get('prompt')).toBe('login');
    expect(url.searchParams.get('max_age')).toBe('0');
    expect((await t.call('GET', '/api/auth/google/reauth?purpose=deleteAccount')).statusCode).toBe(
      401,
    );
    const unknown = await t.call('GET', '/api/auth/google/reauth?purpose=anything', {
      cookie: session!,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('deleting a Google-only account needs a fresh re-auth, not a fresh or old session', async () => {
    const login = person({ name: 'Leaving Soon' });
    const { session } = await googleSignIn(login);
    // A session only just made by Google sign-in is not a confirmation.
    const refused = await t.call('POST', '/api/account/delete', { cookie: session!, body: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe(
      'Please confirm with Google first, then delete within 5 minutes.',
    );

    const confirmed = await googleSignIn(login, { session: session!, reauth: 'deleteAccount' });
    expect(confirmed.callback.headers.location).toBe('/my-space?googleConfirmed=deleteAccount');
    // A re-auth six minutes ago is no longer fresh.
    await ageReauth(session!, 6);
    const stale = await t.call('POST', '/api/account/delete', { cookie: session!, body: {} });
    expect(stale.statusCode).toBe(403);
    expect((await t.call('GET', '/api/auth/user', { cookie: session! })).statusCode).toBe(200);

    await googleSignIn(login, { session: session!, reauth: 'deleteAccount' });
    // Another browser of the account is not confirmed by this one's re-auth.
    const other = (await googleSignIn(login)).session!;
    expect(
      (await t.call('POST', '/api/account/delete', { cookie: other, body: {} })).statusCode,
    ).toBe(403);
    const deleted = await t.call('POST', '/api/account/delete', { cookie: session!, body: {} });
    expect(deleted.statusCode).toBe(200);
    for (const cookie of [session!, other]) {
      expect((await t.call('GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
    }
    // The Google link went with it: the same Google account now makes a new account.
    const again = await googleSignIn(login, { confirmAge: false });
    expect(again.callback.headers.location).toBe('/login?googleNew=1');
  });

  it('refuses a re-auth with another Google account, or one started by another account', async () => {
    const { session } = await googleSignIn(person({ name: 'Owner Of One' }));
    const stranger = person({ name: 'Stranger' });
    await googleSignIn(stranger);
    const wrong = await googleSignIn(stranger, { session: session!, reauth: 'deleteAccount' });
    expect(wrong.callback.headers.location).toBe('/my-space?googleError=not_yours');
    const unlinked = person({ name: 'Never Linked' });
    const nobody = await googleSignIn(unlinked, { session: session!, reauth: 'recoveryCode' });
    expect(nobody.callback.headers.location).toBe('/my-space?googleError=not_yours');
    expect(
      (await t.call('POST', '/api/account/delete', { cookie: session!, body: {} })).statusCode,
    ).toBe(403);

    // A re-auth started in one account's browser cannot finish in another's.
    const login = person({ name: 'Two Browsers' });
    const mine = (await googleSignIn(login)).session!;
    const start = await t.call('GET', '/api/auth/google/reauth?purpose=deleteAccount', {
      cookie: mine,
    });
    const back = await signInAtProvider(start.headers.location as string, login);
    const elsewhere = await t.call('GET', back.pathname + back.search, {
      cookie: `${flowCookieOf(start)}; ${session!}`,
    });
    expect(elsewhere.headers.location).toBe('/my-space?googleError=mismatch');
    expect(
      (await t.call('POST', '/api/account/delete', { cookie: session!, body: {} })).statusCode,
    ).toBe(403);
  });

  it('a reset from another device tells a Google-only account to sign in with Google', async () => {
    const { session } = await googleSignIn(person({ name: 'Forgetful Googler' }));
    const me = await whoIs(session!);
    const check = await t.call('POST', '/api/auth/check-user', {
      body: { nickname: me.nickname, deviceId: newDeviceId() },
    });
    expect(check.statusCode).toBe(403);
    expect(check.json<{ error: string }>().error).toBe(
      'This account signs in with Google. Please use Sign in with Google on the login page.',
    );
    // Once deleted, the anonymised row is nobody's: its placeholder is not an account to reset.
    await t.database.db
      .update(sessions)
      .set({ reauthenticatedAt: new Date() })
      .where(eq(sessions.tokenHash, hashSessionToken(session!.split('=')[1]!)));
    expect(
      (await t.call('POST', '/api/account/delete', { cookie: session!, body: {} })).statusCode,
    ).toBe(200);
    const gone = await t.call('POST', '/api/auth/check-user', {
      body: { nickname: deletedAccountNickname(me.id), deviceId: newDeviceId() },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('a Google-only account makes a recovery code only after a fresh re-auth', async () => {
    const login = person({ name: 'Code Maker' });
    const { session } = await googleSignIn(login);
    const refused = await t.call('POST', '/api/auth/recovery-code', {
      cookie: session!,
      body: {},
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe(
      'Please confirm with Google first, then make the code within 5 minutes.',
    );
    // A password does not help an account that has none.
    const guessed = await t.call('POST', '/api/auth/recovery-code', {
      cookie: session!,
      body: { password: 'anything at all' },
    });
    expect(guessed.statusCode).toBe(403);
    const confirmed = await googleSignIn(login, { session: session!, reauth: 'recoveryCode' });
    expect(confirmed.callback.headers.location).toBe('/my-space?googleConfirmed=recoveryCode');
    const made = await t.call('POST', '/api/auth/recovery-code', { cookie: session!, body: {} });
    expect(made.statusCode).toBe(200);
    expect(made.json<{ recoveryCode: string }>().recoveryCode).toMatch(/^[0-9A-Z-]{20,}$/);
  });
});

describe('Google sign-in when the issuer does not answer', () => {
  it('lands on /login with a reason, at the start and at the token exchange', async () => {
    const down = await startOidcProvider({ redirectUri: CALLBACK });
    const app = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000', ...down.env() } });
    try {
      // Discovery works, sign-in at the provider works, then the provider goes away.
      const login = 'gone-person';
      down.setProfile(login, { name: 'Gone' });
      const start = await app.call('GET', `/api/auth/google?deviceId=${newDeviceId()}`);
      const back = await signInAtProvider(start.headers.location as string, login);
      await down.close();
      const callback = await app.call('GET', back.pathname + back.search, {
        cookie: flowCookieOf(start),
      });
      expect(callback.headers.location).toBe('/login?googleError=unavailable');
      expect(callback.cookies.find((c) => c.name === 'underprint_session')).toBeUndefined();
    } finally {
      await app.close();
    }

    // Never reachable: the start itself says so.
    const closed = await createTestApp({
      env: { ...down.env(), GOOGLE_ISSUER_URL: `http://127.0.0.1:${down.port}` },
    });
    try {
      const start = await closed.call('GET', `/api/auth/google?deviceId=${newDeviceId()}`);
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe('/login?googleError=unavailable');
    } finally {
      await closed.close();
    }
  });
});
