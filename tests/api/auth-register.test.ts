import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users';
import { buildUser, newDeviceId, uniqueNickname } from '../factories';
import { ADMIN_PASSWORD, createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const userCount = () =>
  t.database.db
    .select({ n: count() })
    .from(users)
    .then((rows) => rows[0]!.n);

function register(body: Record<string, unknown>) {
  return t.call('POST', '/api/auth/register', { body });
}

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in and answers the current user', async () => {
    const nickname = uniqueNickname('Reg');
    const response = await register({
      nickname,
      email: 'Someone@Example.org',
      password: 'secret1',
      deviceId: newDeviceId(),
    });
    expect(response.statusCode).toBe(201);
    const { recoveryCode, ...body } = response.json<Record<string, unknown>>();
    expect(body).toEqual({
      id: expect.any(Number),
      nickname,
      email: 'someone@example.org',
      isAdmin: false,
    });
    // Shown once, here; the current user never carries it.
    expect(recoveryCode).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
    expect(body).not.toHaveProperty('passwordHash');
    const me = await t.call('GET', '/api/auth/user', { cookie: sessionCookieOf(response) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(body);
  });

  it('records the age confirmation when sent, and refuses a false one in plain words', async () => {
    const nickname = uniqueNickname('Age');
    const confirmed = await register({
      nickname,
      password: 'secret1',
      deviceId: newDeviceId(),
      ageConfirmed: true,
    });
    expect(confirmed.statusCode).toBe(201);
    const row = await t.database.db
      .select({ ageConfirmedAt: users.ageConfirmedAt })
      .from(users)
      .where(eq(users.id, confirmed.json<{ id: number }>().id))
      .then((rows) => rows[0]!);
    expect(row.ageConfirmedAt).toBeInstanceOf(Date);

    const before = await userCount();
    const refused = await register({
      nickname: uniqueNickname('Young'),
      password: 'secret1',
      deviceId: newDeviceId(),
      ageConfirmed: false,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'VALIDATION',
      error: 'You must be 13 or older to create an account.',
      message: { key: 'server_field_minimum_age', params: { age: 13 } },
    });
    expect(await userCount()).toBe(before);
  });

  it('words a bad email without the field name in front', async () => {
    const response = await register({
      nickname: uniqueNickname(),
      email: 'not-an-email',
      password: 'secret1',
      deviceId: newDeviceId(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toBe('Please enter a valid email address');
  });

  it('stores an empty email as null', async () => {
    const response = await register({
      nickname: uniqueNickname(),
      email: '',
      password: 'secret1',
      deviceId: newDeviceId(),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ email: unknown }>().email).toBeNull();
  });

  it.each([
    [{ password: 'secret1', deviceId: newDeviceId() }, 'nickname'],
    [{ nickname: 'x', deviceId: newDeviceId() }, 'password'],
    [{ nickname: 'x', password: 'short', deviceId: newDeviceId() }, 'at least 6 characters'],
    [{ nickname: 'x', password: 'p'.repeat(257), deviceId: newDeviceId() }, 'at most 256'],
    [{ nickname: 'x', password: 'secret1', deviceId: 'too-short' }, '40 to 48'],
    [{ nickname: 'x', password: 'secret1', deviceId: 'a'.repeat(49) }, '40 to 48'],
    [{ nickname: 'x', password: 'secret1' }, 'deviceId'],
    [
      { nickname: 'x', email: 'not-an-email', password: 'secret1', deviceId: newDeviceId() },
      'email',
    ],
    [{ nickname: 'two words', password: 'secret1', deviceId: newDeviceId() }, 'letters'],
    [{ nickname: 'n'.repeat(33), password: 'secret1', deviceId: newDeviceId() }, 'at most 32'],
  ])('refuses %j with a 400 naming the problem and creates nothing', async (body, text) => {
    const before = await userCount();
    const response = await register(body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ code: string }>().code).toBe('VALIDATION');
    expect(response.json<{ error: string }>().error).toContain(text);
    expect(await userCount()).toBe(before);
  });

  it('refuses a nickname in use, regardless of case', async () => {
    const existing = await buildUser(t.database.db, { nickname: uniqueNickname('Taken') });
    const before = await userCount();
    const response = await register({
      nickname: existing.nickname.toUpperCase(),
      password: 'secret1',
      deviceId: newDeviceId(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'NICKNAME_TAKEN',
      error: expect.stringMatching(/taken/),
    });
    expect(await userCount()).toBe(before);
  });

  it("reserves the admin's nickname in any case", async () => {
    for (const nickname of ['admin', 'ADMIN', 'Admin']) {
      const response = await register({ nickname, password: 'secret1', deviceId: newDeviceId() });
      expect(response.statusCode).toBe(409);
    }
  });

  it('allows one account per device', async () => {
    const deviceId = newDeviceId();
    const first = await register({ nickname: uniqueNickname(), password: 'secret1', deviceId });
    expect(first.statusCode).toBe(201);
    const before = await userCount();
    const second = await register({ nickname: uniqueNickname(), password: 'secret1', deviceId });
    expect(second.statusCode).toBe(403);
    expect(second.json()).toMatchObject({
      code: 'DEVICE_TAKEN',
      error: expect.stringMatching(/device/),
    });
    expect(await userCount()).toBe(before);
  });

  it('lets only one of many simultaneous registrations from one device through', async () => {
    const deviceId = newDeviceId();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        register({ nickname: uniqueNickname(), password: 'secret1', deviceId }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 403, 403, 403, 403, 403]);
  });

  it('gives exactly one of many simultaneous registrations of a nickname', async () => {
    const nickname = uniqueNickname('Race');
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        register({
          nickname: i % 2 ? nickname : nickname.toLowerCase(),
          password: 'secret1',
          deviceId: newDeviceId(),
        }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409]);
  });

  it("exempts the admin's device from the one-account rule", async () => {
    const deviceId = newDeviceId();
    const login = await t.call('POST', '/api/auth/login', {
      body: { nickname: 'admin', password: ADMIN_PASSWORD, deviceId },
    });
    expect(login.statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const response = await register({
        nickname: uniqueNickname(),
        password: 'secret1',
        deviceId,
      });
      expect(response.statusCode).toBe(201);
    }
  });
});
