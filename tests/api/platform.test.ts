import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform endpoints', () => {
  it('GET /api/health answers ok', async () => {
    const response = await t.call('GET', '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('unknown /api paths answer 404 JSON, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.call(method, '/api/no/such/thing');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ error: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it("GET /api/config tells the admin nickname, that Google is off, and OpenStreetMap's tiles", async () => {
    const response = await t.call('GET', '/api/config');
    expect(response.json()).toEqual({
      adminNickname: 'admin',
      googleSignIn: false,
      mapTiles: {
        url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      },
    });
    // The tiles are images from their own server: the CSP lets exactly that origin in.
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
  });

  it('GET /api/config with MAP_TILE_URL=none: no tiles, and no outside image in the CSP', async () => {
    const offline = await createTestApp({ env: { MAP_TILE_URL: 'none' } });
    try {
      const response = await offline.call('GET', '/api/config');
      expect(response.json()).toMatchObject({ mapTiles: null });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("img-src 'self' data: blob:;");
    } finally {
      await offline.close();
    }
  });

  it('GET /api/auth/google answers 404 while Google is not configured', async () => {
    const response = await t.call('GET', '/api/auth/google');
    expect(response.statusCode).toBe(404);
  });

  it('GET /api/platform/stats counts members but not the admin', async () => {
    const before = (await t.call('GET', '/api/platform/stats')).json<{ totalUsers: number }>();
    await buildUser(t.database.db);
    await buildUser(t.database.db);
    const after = await t.call('GET', '/api/platform/stats');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ totalUsers: before.totalUsers + 2, totalGiveaways: 0 });
  });
});
