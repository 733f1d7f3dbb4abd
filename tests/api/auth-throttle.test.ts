import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, newDeviceId, uniqueNickname } from '../factories';
import { proofFrom } from '../support/registration-proof';
import { createTestApp, type TestApp } from '../support/test-app';

let now = new Date('2026-11-23T12:00:00Z');
const clock = { now: () => now };
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '3' }, clock });
});
afterAll(() => t.close());

function post(url: string, body: unknown, ip: string) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { origin: 'http://localhost:5000' },
    payload: body as object,
  });
}

describe('throttling', () => {
  it('answers 429 with Retry-After after too many failed logins from one IP, even with the right password', async () => {
    const user = await buildUser(t.database.db);
    for (let i = 0; i < 3; i++) {
      const r = await post(
        '/api/auth/login',
        { nickname: user.nickname, password: 'nope' },
        '10.0.0.1',
      );
      expect(r.statusCode).toBe(401);
    }
    const blocked = await post(
      '/api/auth/login',
      { nickname: user.nickname, password: user.password },
      '10.0.0.1',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    advance(15 * 60 * 1000 + 1000);
    const later = await post(
      '/api/auth/login',
      { nickname: user.nickname, password: user.password },
      '10.0.0.1',
    );
    expect(later.statusCode).toBe(200);
  });

  it('slows down the addresses that failed against a nickname, never its owner (issue 10: was a 15-minute lockout)', async () => {
    const user = await buildUser(t.database.db);
    for (let i = 0; i < 3; i++) {
      await post('/api/auth/login', { nickname: user.nickname, password: 'nope' }, `10.1.0.${i}`);
    }
    // Before: the fourth try from anywhere, the owner's right password included, got 429.
    const owner = await post(
      '/api/auth/login',
      { nickname: user.nickname, password: user.password },
      '10.1.0.99',
    );
    expect(owner.statusCode).toBe(200);
    // An address that already failed against this nickname now waits.
    const attacker = await post(
      '/api/auth/login',
      { nickname: user.nickname, password: 'nope again' },
      '10.1.0.0',
    );
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json<{ error: string }>().error).toMatch(/Please try again in \d+ minutes?\./);
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts and records atomically: 200 parallel wrong passwords get mostly 429 (was 200 × 401)', async () => {
    const user = await buildUser(t.database.db);
    const replies = await Promise.all(
      Array.from({ length: 200 }, () =>
        post('/api/auth/login', { nickname: user.nickname, password: 'wrong' }, '10.9.0.1'),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((code) => code === 401)).toHaveLength(3);
    expect(codes.filter((code) => code === 429)).toHaveLength(197);
  });

  it("gives registrations their own limit, not sign-in's (auth-register-gate.test.ts)", async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const r = await post(
        '/api/auth/register',
        {
          nickname: uniqueNickname(),
          password: 'secret1',
          deviceId: newDeviceId(),
          proof: await proofFrom(t.app, '10.2.0.1'),
        },
        '10.2.0.1',
      );
      codes.push(r.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 201]);
  });

  it('limits check-user and reset-password probing', async () => {
    for (let i = 0; i < 3; i++) {
      const r = await post(
        '/api/auth/check-user',
        { nickname: `ghost_${i}`, deviceId: newDeviceId() },
        '10.3.0.1',
      );
      expect(r.statusCode).toBe(404);
    }
    const user = await buildUser(t.database.db);
    const blocked = await post(
      '/api/auth/reset-password',
      { nickname: user.nickname, newPassword: 'whatever1', deviceId: user.deviceId },
      '10.3.0.1',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});
