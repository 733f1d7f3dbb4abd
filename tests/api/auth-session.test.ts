import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '@/server/db/schema/sessions';
import { buildUser, signedInUser } from '../factories';
import { ADMIN_PASSWORD, createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-11-23T12:00:00Z');
const clock = { now: () => now };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' }, clock });
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('signs in with the right password, regardless of nickname case', async () => {
    const user = await buildUser(t.database.db, { email: 'me@example.org' });
    const response = await t.call('POST', '/api/auth/login', {
      body: { nickname: user.nickname.toUpperCase(), password: user.password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      nickname: user.nickname,
      email: 'me@example.org',
      isAdmin: false,
    });
    const cookie = response.cookies.find((c) => c.name === 'underprint_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
  });

  it('refuses a wrong password and an unknown nickname alike, setting no cookie', async () => {
    const user = await buildUser(t.database.db);
    for (const body of [
      { nickname: user.nickname, password: 'wrong password' },
      { nickname: 'nobody_like_this', password: user.password },
    ]) {
      const response = await t.call('POST', '/api/auth/login', { body });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'INVALID_CREDENTIALS',
        error: 'Invalid nickname or password',
        message: { key: 'server_invalid_nickname_or_password', params: {} },
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('refuses empty fields with 400', async () => {
    const response = await t.call('POST', '/api/auth/login', {
      body: { nickname: '', password: '' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers isAdmin for the admin account created at start', async () => {
    const response = await t.call('POST', '/api/auth/login', {
      body: { nickname: 'admin', password: ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ nickname: 'admin', isAdmin: true });
  });
});

describe('sessions', () => {
  it('stores only a hash of the token', async () => {
    const { cookie } = await signedInUser(t);
    const token = cookie.split('=')[1]!;
    const rows = await t.database.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('answers 401 without a session or with a made-up one', async () => {
    expect((await t.call('GET', '/api/auth/user')).statusCode).toBe(401);
    const forged = await t.call('GET', '/api/auth/user', { cookie: 'underprint_session=forged' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('tells a visitor without a session "nobody" with a 200, and a signed-in user who they are', async () => {
    for (const cookie of [undefined, 'underprint_session=forged']) {
      const visitor = await t.call('GET', '/api/auth/session', cookie ? { cookie } : {});
      expect(visitor.statusCode).toBe(200);
      expect(visitor.json()).toEqual({ user: null });
    }
    const { cookie, user } = await signedInUser(t);
    const signedIn = await t.call('GET', '/api/auth/session', { cookie });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      user: { id: user.id, nickname: user.nickname, email: user.email, isAdmin: false },
    });
  });

  it('expires after 30 days unused, and slides while used', async () => {
    const start = now;
    const { cookie } = await signedInUser(t);
    now = new Date(start.getTime() + 20 * DAY);
    expect((await t.call('GET', '/api/auth/user', { cookie })).statusCode).toBe(200);
    // Used on day 20, so it now lasts until day 50.
    now = new Date(start.getTime() + 45 * DAY);
    expect((await t.call('GET', '/api/auth/user', { cookie })).statusCode).toBe(200);
    now = new Date(start.getTime() + 76 * DAY);
    expect((await t.call('GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
    now = start;
  });
});

describe('GET /api/auth/logout', () => {
  it('ends the session and redirects to /login', async () => {
    const { cookie } = await signedInUser(t);
    const response = await t.call('GET', '/api/auth/logout', { cookie });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
    const cleared = response.cookies.find((c) => c.name === 'underprint_session');
    expect(cleared?.value).toBe('');
    expect((await t.call('GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
  });

  it("ignores a sign-out another site's link or image asks for (logout CSRF)", async () => {
    const { cookie } = await signedInUser(t);
    for (const site of ['cross-site', 'same-site']) {
      const response = await t.call('GET', '/api/auth/logout', {
        cookie,
        headers: { 'sec-fetch-site': site },
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
      expect(response.cookies.find((c) => c.name === 'underprint_session')).toBeUndefined();
      expect((await t.call('GET', '/api/auth/user', { cookie })).statusCode).toBe(200);
    }
    const own = await t.call('GET', '/api/auth/logout', {
      cookie,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.headers.location).toBe('/login');
    expect((await t.call('GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
  });

  it('redirects to /login when nobody is signed in', async () => {
    const response = await t.call('GET', '/api/auth/logout');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login');
  });

  it('leaves the same user signed in elsewhere', async () => {
    const user = await buildUser(t.database.db);
    const signIn = () =>
      t.call('POST', '/api/auth/login', {
        body: { nickname: user.nickname, password: user.password },
      });
    const phone = sessionCookieOf(await signIn());
    const laptop = sessionCookieOf(await signIn());
    await t.call('GET', '/api/auth/logout', { cookie: phone });
    expect((await t.call('GET', '/api/auth/user', { cookie: laptop })).statusCode).toBe(200);
  });
});
