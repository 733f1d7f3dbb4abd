import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users';
import { newDeviceId, signedInUser, uniqueNickname } from '../factories';
import { createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const login = (nickname: string, password: string) =>
  t.call('POST', '/api/auth/login', { body: { nickname, password } });

/** An account made through the real sign-up, with the code it was shown once. */
async function registered() {
  const nickname = uniqueNickname('Rec');
  const deviceId = newDeviceId();
  const response = await t.call('POST', '/api/auth/register', {
    body: { nickname, password: 'first password', deviceId, ageConfirmed: true },
  });
  expect(response.statusCode).toBe(201);
  const { id, recoveryCode } = response.json<{ id: number; recoveryCode: string }>();
  return { id, nickname, deviceId, recoveryCode, cookie: sessionCookieOf(response) };
}

function reset(body: Record<string, unknown>) {
  return t.call('POST', '/api/auth/reset-password', { body });
}

const storedHash = (id: number) =>
  t.database.db
    .select({ hash: users.recoveryCodeHash })
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]!.hash);

describe('recovery code', () => {
  it('is stored only as a hash', async () => {
    const account = await registered();
    const hash = await storedHash(account.id);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const plain = account.recoveryCode.replaceAll('-', '');
    expect(hash).not.toContain(plain);
    expect(hash).not.toContain(plain.toLowerCase());
  });

  it('check-user from another device asks for the code instead of refusing', async () => {
    const account = await registered();
    const elsewhere = await t.call('POST', '/api/auth/check-user', {
      body: { nickname: account.nickname, deviceId: newDeviceId() },
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toEqual({ ok: true, proof: 'recoveryCode' });
    const home = await t.call('POST', '/api/auth/check-user', {
      body: { nickname: account.nickname, deviceId: account.deviceId },
    });
    expect(home.json()).toEqual({ ok: true, proof: 'device' });
  });

  it('resets from another device with the code, replaces it, and signs out every session', async () => {
    const account = await registered();
    // Typed loosely: lower case, spaces instead of dashes.
    const typed = account.recoveryCode.toLowerCase().replaceAll('-', ' ');
    const response = await reset({
      nickname: account.nickname,
      newPassword: 'second password',
      deviceId: newDeviceId(),
      recoveryCode: typed,
    });
    expect(response.statusCode).toBe(200);
    const { recoveryCode: next } = response.json<{ recoveryCode: string }>();
    expect(next).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
    expect(next).not.toBe(account.recoveryCode);
    expect((await login(account.nickname, 'second password')).statusCode).toBe(200);
    expect((await login(account.nickname, 'first password')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/auth/user', { cookie: account.cookie })).statusCode).toBe(
      401,
    );

    // The used code is spent; the new one works.
    const again = await reset({
      nickname: account.nickname,
      newPassword: 'third password',
      deviceId: newDeviceId(),
      recoveryCode: account.recoveryCode,
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'WRONG_RECOVERY_CODE' });
    const withNext = await reset({
      nickname: account.nickname,
      newPassword: 'third password',
      deviceId: newDeviceId(),
      recoveryCode: next,
    });
    expect(withNext.statusCode).toBe(200);
  });

  it('refuses a wrong code and a missing one from another device, changing nothing', async () => {
    const account = await registered();
    const before = await storedHash(account.id);
    const wrong = await reset({
      nickname: account.nickname,
      newPassword: 'taken over',
      deviceId: newDeviceId(),
      recoveryCode: 'AAAA-BBBB-CCCC-DDDD-EEEE',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      code: 'WRONG_RECOVERY_CODE',
      error: 'This recovery code does not match this account. Please check it and try again.',
      message: { key: 'server_recovery_code_does_not_match', params: {} },
    });
    const missing = await reset({
      nickname: account.nickname,
      newPassword: 'taken over',
      deviceId: newDeviceId(),
    });
    expect(missing.statusCode).toBe(403);
    expect(missing.json<{ error: string }>().error).toMatch(/recovery code/);
    const tooLong = await reset({
      nickname: account.nickname,
      newPassword: 'taken over',
      deviceId: newDeviceId(),
      recoveryCode: 'X'.repeat(65),
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await login(account.nickname, 'taken over')).statusCode).toBe(401);
    expect((await login(account.nickname, 'first password')).statusCode).toBe(200);
    expect(await storedHash(account.id)).toBe(before);
  });

  it('the registering device resets without the code and leaves the code as it was', async () => {
    const account = await registered();
    const before = await storedHash(account.id);
    const response = await reset({
      nickname: account.nickname,
      newPassword: 'second password',
      deviceId: account.deviceId,
    });
    expect(response.json()).toEqual({ ok: true, recoveryCode: null });
    expect(await storedHash(account.id)).toBe(before);
  });

  it('lets exactly one of two simultaneous resets with one code through', async () => {
    const account = await registered();
    const attempts = await Promise.all(
      ['racer one', 'racer two'].map((newPassword) =>
        reset({
          nickname: account.nickname,
          newPassword,
          deviceId: newDeviceId(),
          recoveryCode: account.recoveryCode,
        }),
      ),
    );
    expect(attempts.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const winner = attempts.findIndex((r) => r.statusCode === 200);
    expect((await login(account.nickname, ['racer one', 'racer two'][winner]!)).statusCode).toBe(
      200,
    );
  });

  it('My Space makes a new code and the old one stops working', async () => {
    const account = await registered();
    const anonymous = await t.call('POST', '/api/auth/recovery-code', {
      body: { password: 'first password' },
    });
    expect(anonymous.statusCode).toBe(401);
    // The session alone (it may be stolen) cannot mint a code: the password must come along.
    for (const body of [{}, { password: 'not the password' }]) {
      const refused = await t.call('POST', '/api/auth/recovery-code', {
        cookie: account.cookie,
        body,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ error: string }>().error).toBe(
        'The password is not right. No new code was made.',
      );
    }
    expect(await storedHash(account.id)).not.toBeNull();
    const hashBefore = await storedHash(account.id);
    const renewed = await t.call('POST', '/api/auth/recovery-code', {
      cookie: account.cookie,
      body: { password: 'first password' },
    });
    expect(renewed.statusCode).toBe(200);
    expect(await storedHash(account.id)).not.toBe(hashBefore);
    const { recoveryCode } = renewed.json<{ recoveryCode: string }>();
    expect(recoveryCode).not.toBe(account.recoveryCode);
    const old = await reset({
      nickname: account.nickname,
      newPassword: 'with old code',
      deviceId: newDeviceId(),
      recoveryCode: account.recoveryCode,
    });
    expect(old.statusCode).toBe(403);
    const fresh = await reset({
      nickname: account.nickname,
      newPassword: 'with new code',
      deviceId: newDeviceId(),
      recoveryCode,
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('an account without a code (made before codes) is still refused from another device', async () => {
    const { user } = await signedInUser(t, { walletEuros: 0 });
    const check = await t.call('POST', '/api/auth/check-user', {
      body: { nickname: user.nickname, deviceId: newDeviceId() },
    });
    expect(check.statusCode).toBe(403);
    expect(check.json()).toMatchObject({ code: 'WRONG_DEVICE' });
  });
});

describe('wrong recovery codes are throttled like failed logins', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
  });
  afterAll(() => limited.close());

  it('answers 429 after the limit, even with the right code, and changes nothing', async () => {
    const nickname = uniqueNickname('Thr');
    const created = await limited.call('POST', '/api/auth/register', {
      body: { nickname, password: 'first password', deviceId: newDeviceId() },
    });
    const { recoveryCode } = created.json<{ recoveryCode: string }>();
    const attempt = (code: string) =>
      limited.call('POST', '/api/auth/reset-password', {
        body: { nickname, newPassword: 'guessed it', deviceId: newDeviceId(), recoveryCode: code },
      });
    for (let i = 0; i < 3; i++) {
      expect((await attempt(`WRONG-CODE-${i}000-0000-0000`)).statusCode).toBe(403);
    }
    const blocked = await attempt(recoveryCode);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    const stillOld = await limited.call('POST', '/api/auth/login', {
      body: { nickname, password: 'first password' },
    });
    expect(stillOld.statusCode).toBe(200);
  });

  it('guessing the password to make a new code is throttled too', async () => {
    const nickname = uniqueNickname('Gue');
    const created = await limited.call('POST', '/api/auth/register', {
      body: { nickname, password: 'first password', deviceId: newDeviceId() },
    });
    const cookie = sessionCookieOf(created);
    const renew = (password: string) =>
      limited.call('POST', '/api/auth/recovery-code', { cookie, body: { password } });
    for (let i = 0; i < 3; i++) expect((await renew(`guess ${i}`)).statusCode).toBe(403);
    expect((await renew('first password')).statusCode).toBe(429);
  });
});
