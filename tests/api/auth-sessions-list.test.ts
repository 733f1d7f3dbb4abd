import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, newDeviceId } from '../factories';
import { createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function signIn(user: { nickname: string; password: string }, userAgent: string) {
  const response = await t.call('POST', '/api/auth/login', {
    body: { nickname: user.nickname, password: user.password },
    headers: { 'user-agent': userAgent },
  });
  expect(response.statusCode).toBe(200);
  return sessionCookieOf(response);
}

type Listed = { current: boolean; device: string; createdAt: string; lastSeenAt: string };

describe('sessions in My Space', () => {
  it('lists the account’s own sessions, this one first, without tokens', async () => {
    const user = await buildUser(t.database.db);
    const stranger = await buildUser(t.database.db);
    const phone = await signIn(user, ANDROID_CHROME);
    await signIn(user, IPHONE_SAFARI);
    await signIn(stranger, IPHONE_SAFARI);

    const response = await t.call('GET', '/api/auth/sessions', { cookie: phone });
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json<{ sessions: Listed[] }>();
    expect(sessions.map((s) => [s.current, s.device])).toEqual([
      [true, 'Chrome on Android'],
      [false, 'Safari on iOS'],
    ]);
    expect(Date.parse(sessions[0]!.lastSeenAt)).not.toBeNaN();
    expect(response.body).not.toContain(phone.split('=')[1]);
    expect(response.body).not.toMatch(/[0-9a-f]{64}/);
    expect((await t.call('GET', '/api/auth/sessions')).statusCode).toBe(401);
  });

  it('ends every other session and keeps this one', async () => {
    const user = await buildUser(t.database.db);
    const here = await signIn(user, ANDROID_CHROME);
    const other1 = await signIn(user, IPHONE_SAFARI);
    const other2 = await signIn(user, IPHONE_SAFARI);
    const stranger = await buildUser(t.database.db);
    const strangers = await signIn(stranger, IPHONE_SAFARI);

    const ended = await t.call('POST', '/api/auth/sessions/end-others', { cookie: here });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ ended: 2 });
    expect((await t.call('GET', '/api/auth/user', { cookie: here })).statusCode).toBe(200);
    for (const cookie of [other1, other2]) {
      expect((await t.call('GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
    }
    // Another account's sessions are not touched.
    expect((await t.call('GET', '/api/auth/user', { cookie: strangers })).statusCode).toBe(200);
    const anonymous = await t.call('POST', '/api/auth/sessions/end-others');
    expect(anonymous.statusCode).toBe(401);
  });

  it('a password reset ends every session of the account', async () => {
    const user = await buildUser(t.database.db);
    const a = await signIn(user, ANDROID_CHROME);
    const b = await signIn(user, IPHONE_SAFARI);
    const reset = await t.call('POST', '/api/auth/reset-password', {
      body: { nickname: user.nickname, newPassword: 'fresh one', deviceId: user.deviceId },
    });
    expect(reset.statusCode).toBe(200);
    for (const cookie of [a, b]) {
      expect((await t.call('GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
    }
    expect(newDeviceId()).not.toBe(user.deviceId);
  });
});
