import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDeviceId, uniqueNickname } from '../factories';
import { proofFrom } from '../support/registration-proof';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const body = () => ({ nickname: uniqueNickname(), password: 'secret1', deviceId: newDeviceId() });

describe('origin check on state-changing calls', () => {
  it('refuses a POST with no Origin or Referer', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: body(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ORIGIN_MISMATCH' });
  });

  it('refuses a POST from another site', async () => {
    const response = await t.call('POST', '/api/auth/register', {
      body: body(),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the public origin or a same-origin Referer, never an origin that only matches Host', async () => {
    const viaPublicUrl = await t.call('POST', '/api/auth/register', { body: body() });
    expect(viaPublicUrl.statusCode).toBe(201);
    const viaHost = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { host: 'underprint.test', origin: 'http://underprint.test' },
      payload: body(),
    });
    expect(viaHost.statusCode).toBe(403);
    const viaReferer = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { referer: 'http://localhost:5000/registration' },
      payload: { ...body(), proof: await proofFrom(t.app) },
    });
    expect(viaReferer.statusCode).toBe(201);
  });

  it('accepts the loopback names of the port when PUBLIC_URL is unset, and no LAN name', async () => {
    for (const origin of ['http://127.0.0.1:5000', 'http://[::1]:5000']) {
      const response = await t.call('POST', '/api/auth/register', {
        body: body(),
        headers: { origin },
      });
      expect(response.statusCode, origin).toBe(201);
    }
    for (const origin of ['http://127.0.0.1:5001', 'http://192.168.1.5:5000']) {
      const response = await t.call('POST', '/api/auth/register', {
        body: body(),
        headers: { origin, host: new URL(origin).host },
      });
      expect(response.statusCode, origin).toBe(403);
    }
  });

  it('accepts only PUBLIC_URL once it is set, loopback names included', async () => {
    const publicApp = await createTestApp({
      env: { AUTH_RATE_LIMIT: '1000', PUBLIC_URL: 'https://up.example' },
    });
    try {
      const loopback = await publicApp.call('POST', '/api/auth/register', {
        body: body(),
        headers: { origin: 'http://127.0.0.1:5000' },
      });
      expect(loopback.statusCode).toBe(403);
      const own = await publicApp.call('POST', '/api/auth/register', {
        body: body(),
        headers: { origin: 'https://up.example' },
      });
      expect(own.statusCode).toBe(201);
    } finally {
      await publicApp.close();
    }
  });

  it('refuses bodies that are neither JSON nor multipart', async () => {
    const response = await t.call('POST', '/api/auth/login', {
      body: 'nickname=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const plain = await t.call('POST', '/api/auth/login', {
      body: '{}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.statusCode).toBe(415);
  });

  it('answers malformed JSON with a readable 400', async () => {
    const response = await t.call('POST', '/api/auth/login', {
      body: '{"nickname": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: string }>().error).toMatch(/JSON/);
  });

  it('answers an oversized body with 413', async () => {
    const response = await t.call('POST', '/api/auth/login', {
      body: { nickname: 'x', password: 'y'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('security headers', () => {
  it('sends CSP with frame-ancestors none, nosniff, a referrer policy and DENY framing', async () => {
    const response = await t.call('GET', '/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('content security policy', () => {
  it('allows nothing from outside with the sandbox, and exactly Stripe with stripe', async () => {
    const sandbox = String((await t.call('GET', '/api/health')).headers['content-security-policy']);
    expect(sandbox).not.toContain('stripe.com');
    expect(sandbox).toContain("frame-src 'none'");
    const live = await createTestApp({
      env: {
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      },
    });
    try {
      const csp = String(
        (await live.call('GET', '/api/health')).headers['content-security-policy'],
      );
      expect(csp).toContain("script-src 'self' https://js.stripe.com");
      expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
      expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    } finally {
      await live.close();
    }
  });
});

describe('https deployments', () => {
  it('mark the session cookie Secure and send HSTS', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://underprint.example' } });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { origin: 'https://underprint.example' },
        payload: { ...body(), proof: await proofFrom(secure.app) },
      });
      expect(response.statusCode).toBe(201);
      expect(response.cookies[0]?.secure).toBe(true);
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});
