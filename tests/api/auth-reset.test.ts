import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, newDeviceId, signedInUser } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const login = (nickname: string, password: string) =>
  t.call('POST', '/api/auth/login', { body: { nickname, password } });

describe('POST /api/auth/check-user', () => {
  it('finds a user from the device that registered it', async () => {
    const user = await buildUser(t.database.db);
    const response = await t.call('POST', '/api/auth/check-user', {
      body: { nickname: ` ${user.nickname.toUpperCase()} `, deviceId: user.deviceId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, proof: 'device' });
  });

  it('refuses another device, telling the person to use the registered one', async () => {
    const user = await buildUser(t.database.db);
    const response = await t.call('POST', '/api/auth/check-user', {
      body: { nickname: user.nickname, deviceId: newDeviceId() },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'WRONG_DEVICE' });
    expect(response.json<{ error: string }>().error).toMatch(/device that registered/);
  });

  it('answers 404 for an unknown nickname and 400 for a missing device id', async () => {
    const unknown = await t.call('POST', '/api/auth/check-user', {
      body: { nickname: 'no_such_person', deviceId: newDeviceId() },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'USER_NOT_FOUND',
      error: 'No account found with this nickname',
      message: { key: 'server_no_account_with_nickname', params: {} },
    });
    const noDevice = await t.call('POST', '/api/auth/check-user', { body: { nickname: 'x' } });
    expect(noDevice.statusCode).toBe(400);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password from the registered device and signs out every session', async () => {
    const { user, cookie } = await signedInUser(t);
    const response = await t.call('POST', '/api/auth/reset-password', {
      body: { nickname: user.nickname, newPassword: 'brand new pw', deviceId: user.deviceId },
    });
    expect(response.statusCode).toBe(200);
    expect((await login(user.nickname, user.password)).statusCode).toBe(401);
    expect((await login(user.nickname, 'brand new pw')).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/user', { cookie })).statusCode).toBe(401);
  });

  it('changes nothing from another device', async () => {
    const user = await buildUser(t.database.db);
    const response = await t.call('POST', '/api/auth/reset-password', {
      body: { nickname: user.nickname, newPassword: 'taken over', deviceId: newDeviceId() },
    });
    expect(response.statusCode).toBe(403);
    expect((await login(user.nickname, 'taken over')).statusCode).toBe(401);
    expect((await login(user.nickname, user.password)).statusCode).toBe(200);
  });

  it('refuses a short password and changes nothing', async () => {
    const user = await buildUser(t.database.db);
    const response = await t.call('POST', '/api/auth/reset-password', {
      body: { nickname: user.nickname, newPassword: '12345', deviceId: user.deviceId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toContain(
      'Password must be at least 6 characters long',
    );
    expect((await login(user.nickname, user.password)).statusCode).toBe(200);
  });

  it('cannot reset the admin from a device the admin never used', async () => {
    const response = await t.call('POST', '/api/auth/reset-password', {
      body: { nickname: 'admin', newPassword: 'owned the admin', deviceId: newDeviceId() },
    });
    expect(response.statusCode).toBe(403);
  });
});
