import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users';
import { fundRewardsOf, newDeviceId, signedInUser, uniqueNickname } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Issue 10, point 8: the smaller attacks, each rebuilt as it was sent. Before this change every
 * one of them answered 500 (NUL, big ids, 1e20), read a number nobody typed (0x10 → 16,
 * '' → 0), let a lookalike of the admin register, carried no Cache-Control, or trusted Host.
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  ({ cookie } = await signedInUser(t));
});
afterAll(() => t.close());

const userCount = async () => (await t.database.db.select().from(users)).length;

describe('malformed input is a clear 4xx that changes nothing', () => {
  it('refuses a NUL character in any text field with 400 (was 500)', async () => {
    const before = await userCount();
    const register = await t.call('POST', '/api/auth/register', {
      body: { nickname: `nul\u0000${Date.now()}`, password: 'secret1', deviceId: newDeviceId() },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toMatchObject({
      code: 'VALIDATION',
      error: 'Text cannot contain an invisible NUL character. Please remove it and try again.',
    });
    expect(await userCount()).toBe(before);
    const search = await t.call('GET', '/api/users/search?q=ab%00cd', { cookie });
    expect(search.statusCode).toBe(400);
    const login = await t.call('POST', '/api/auth/login', {
      body: { nickname: 'someone', password: 'pass\u0000word' },
    });
    expect(login.statusCode).toBe(400);
  });

  it('refuses JSON nested 100,000 deep with 400 (was 500: the NUL check ran out of stack)', async () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    for (const body of [deep, `{"amount":${deep},"requestId":"deep-request-1"}`]) {
      const response = await t.call('POST', '/api/withdraw', {
        body,
        cookie,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
  });

  it('answers an id of 2^31 or more with 400, a missing one with 404 (was 500)', async () => {
    for (const id of ['2147483648', '99999999999999999999', '4294967296']) {
      const shared = await t.call('GET', `/api/photos/shared/${id}`);
      expect(shared.statusCode).toBe(400);
      expect(shared.json<{ error: string }>().error).toMatch(
        /^Photo id (does not exist|must be a whole number)$/,
      );
      expect((await t.call('GET', `/api/photos/${id}/image`)).statusCode).toBe(400);
      expect((await t.call('DELETE', `/api/photos/${id}`, { cookie })).statusCode).toBe(400);
    }
    expect((await t.call('GET', '/api/photos/shared/2147483647')).statusCode).toBe(404);
  });

  it('refuses a withdrawal of 1e20 with 400 and keeps the balance (was 500)', async () => {
    const rich = await signedInUser(t);
    await fundRewardsOf(t, rich.user.id, 5);
    const response = await t.call('POST', '/api/withdraw', {
      cookie: rich.cookie,
      body: { amount: 1e20 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'Amount is larger than any wallet holds',
    });
    const wallet = await t.call('GET', '/api/wallet', { cookie: rich.cookie });
    expect(wallet.json()).toMatchObject({ withdrawableBalance: 5 });
  });

  it('reads numbers strictly: 0x10, 1e3, "" and 12abc are refused, not read as 16, 1000, 0', async () => {
    for (const lat of ['', '0x10', '1e1', '12abc', ' ', 'Infinity', 'NaN']) {
      const response = await t.call('GET', `/api/photos/nearby?lat=${lat}&lng=23.7`, { cookie });
      expect(response.statusCode, `lat=${lat}`).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Latitude must be a number' });
    }
    expect(
      (await t.call('GET', '/api/photos/nearby?lat=37.98&lng=23.72', { cookie })).statusCode,
    ).toBe(200);
    for (const id of ['0x10', '1e3', '1.5', '+', '-1']) {
      const response = await t.call('GET', `/api/photos/shared/${encodeURIComponent(id)}`);
      expect(response.statusCode, `id=${id}`).toBe(400);
    }
  });
});

describe('nicknames are compared by how they look', () => {
  it("refuses any nickname that looks like the admin's (dotless ı, Cyrillic а, accents)", async () => {
    const before = await userCount();
    for (const nickname of ['admın', 'аdmin', 'ADMİN', 'àdmin', 'ad_min', 'Ａｄｍｉｎ']) {
      const response = await t.call('POST', '/api/auth/register', {
        body: { nickname, password: 'secret1', deviceId: newDeviceId() },
      });
      expect(response.statusCode, nickname).toBe(409);
      expect(response.json()).toMatchObject({ code: 'NICKNAME_TAKEN' });
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a lookalike of any existing nickname, in plain words', async () => {
    const base = uniqueNickname('paul');
    const first = await t.call('POST', '/api/auth/register', {
      body: { nickname: base, password: 'secret1', deviceId: newDeviceId() },
    });
    expect(first.statusCode).toBe(201);
    // Cyrillic р and а in place of the Latin ones.
    const lookalike = base.replace('p', 'р').replace('a', 'а');
    expect(lookalike).not.toBe(base);
    const second = await t.call('POST', '/api/auth/register', {
      body: { nickname: lookalike, password: 'secret1', deviceId: newDeviceId() },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      code: 'NICKNAME_TAKEN',
      error: 'This nickname looks too much like an existing one. Please choose another one.',
      message: { key: 'server_nickname_lookalike', params: {} },
    });
  });
});

describe('replies and origins', () => {
  it('marks every JSON reply under /api no-store (was no Cache-Control)', async () => {
    for (const url of ['/api/auth/user', '/api/wallet', '/api/photos/user', '/api/config']) {
      const response = await t.call('GET', url, { cookie });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await t.call('GET', '/api/wallet');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('checks Origin against PUBLIC_URL, not the Host header the caller chose', async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { host: 'evil.example', origin: 'http://evil.example' },
      payload: { nickname: uniqueNickname(), password: 'secret1', deviceId: newDeviceId() },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({
      code: 'ORIGIN_MISMATCH',
      error: 'This request must come from the Underprint app.',
    });
  });
});
