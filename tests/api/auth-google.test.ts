import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** Starts at /api/auth/google (or the link route), signs in at the provider, comes back. */
async function googleSignIn(
  login: string,
  options: { deviceId?: string | null; session?: string; cancel?: boolean } = {},
) {
  const deviceId = options.deviceId === undefined ? newDeviceId() : options.deviceId;
  const start = options.session
    ? await t.call('GET', '/api/auth/google/link', { cookie: options.session })
    : await t.call('GET', `/api/auth/google${deviceId ? `?deviceId=${deviceId}` : ''}`);
  expect(start.statusCode).toBe(302);
  const flow = flowCookieOf(start);
  const back = await signInAtProvider(start.headers.location as string, login, options);
  expect(back.origin + back.pathname).toBe(CALLBACK);
  const callback = await t.call('GET', back.pathname + back.search, {
    cookie: [flow, options.session].filter(Boolean).join('; '),
  });
  return { start, back, flow, callback };
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
    expect(first.callback.headers.location).toBe('/');
    const session = sessionCookieOf(first.callback);
    const me = await whoIs(session);
    expect(me.nickname).toMatch(/^Ana_López(_\d{4})?$/);
    expect(me.email).toBe('ana.lopez@example.org');
    // The same session as a password login: the session cookie's rules.
    const cookie = first.callback.cookies.find((c) => c.name === 'underprint_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The flow cookie is spent.
    expect(first.callback.cookies.find((c) => c.name === FLOW_COOKIE)?.value).toBe('');

    const before = await usersCount();
    const again = await googleSignIn(login);
    expect(again.callback.headers.location).toBe('/');
    expect((await whoIs(sessionCookieOf(again.callback))).id).toBe(me.id);
    expect(await usersCount()).toBe(before);
  });

  it('makes a taken nickname unique', async () => {
    const taken = await buildUser(t.database.db, { nickname: 'Bruno_Diaz' });
    const login = person({ name: 'Bruno Diaz' });
    const { callback } = await googleSignIn(login);
    const me = await whoIs(sessionCookieOf(callback));
    expect(me.nickname).toMatch(/^Bruno_Diaz_\d{4}$/);
    expect(me.id).not.toBe(taken.id);
    // No verified email: none stored.
    expect(me.email).toBeNull();
  });

  it('gives two simultaneous first sign-ins with the same name two nicknames', async () => {
    const logins = [person({ name: 'Twin Name' }), person({ name: 'Twin Name' })];
    const flows = await Promise.all(
      logins.map(async (login) => {
        const start = await t.call('GET', `/api/auth/google?deviceId=${newDeviceId()}`);
        const back = await signInAtProvider(start.headers.location as string, login);
        return { flow: flowCookieOf(start), back };
      }),
    );
    const callbacks = await Promise.all(
      flows.map(({ flow, back }) => t.call('GET', back.pathname + back.search, { cookie: flow })),
    );
    for (const callback of callbacks) expect(callback.headers.location).toBe('/');
    const names = await Promise.all(
      callbacks.map(async (callback) => (await whoIs(sessionCookieOf(callback))).nickname),
    );
    expect(names.sort()).toEqual([
      'Twin_Name',
      expect.stringMatching(/^Twin_Name_\d{4}$/) as unknown as string,
    ]);
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
    expect((await whoIs(sessionCookieOf(viaGoogle.callback))).id).toBe(user.id);
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
    expect(real.callback.headers.location).toBe('/');
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

describe('deleting a Google-only account', () => {
  it('is confirmed by a fresh Google sign-in, not by an old session', async () => {
    const login = person({ name: 'Leaving Soon' });
    const stale = sessionCookieOf((await googleSignIn(login)).callback);
    // That sign-in was 11 minutes ago.
    await t.database.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(stale.split('=')[1]!)));
    const refused = await t.call('POST', '/api/account/delete', { cookie: stale, body: {} });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toMatch(/sign in with Google again/);

    const fresh = sessionCookieOf((await googleSignIn(login)).callback);
    const deleted = await t.call('POST', '/api/account/delete', { cookie: fresh, body: {} });
    expect(deleted.statusCode).toBe(200);
    for (const cookie of [stale, fresh]) {
      expect((await t.call('GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
    }
    // The Google link went with it: the same Google account now makes a new account.
    const again = await googleSignIn(login);
    expect(again.callback.headers.location).toBe('/');
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
