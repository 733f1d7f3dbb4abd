import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@/shared/contract/api';
import { errorStatuses } from '@/shared/contract/endpoint';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  // The stripe provider adds no routes of its own; the sandbox adds its two.
  t = await createTestApp();
});
afterAll(() => t.close());

const key = ({ method, url }: { method: string; url: string }) => `${method} ${url}`;

describe('the endpoint table', () => {
  it('names every route the server has, and the server has every route it names', () => {
    const served = new Set(t.app.registeredRoutes.map(key));
    const declared = new Set(
      allEndpoints().map(({ endpoint }) => key({ method: endpoint.method, url: endpoint.path })),
    );
    expect([...served].filter((route) => !declared.has(route))).toEqual([]);
    expect([...declared].filter((route) => !served.has(route))).toEqual([]);
  });

  it('declares each operation once', () => {
    const keys = allEndpoints().map(({ endpoint }) =>
      key({ method: endpoint.method, url: endpoint.path }),
    );
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('lists the statuses its refusals answer with', () => {
    const byName = new Map(allEndpoints().map(({ name, endpoint }) => [name, endpoint]));
    expect(errorStatuses(byName.get('photos.nearby')!)).toEqual([400, 401]);
    expect(errorStatuses(byName.get('photos.create')!)).toEqual(
      expect.arrayContaining([400, 401, 402, 403, 413, 415, 422]),
    );
  });

  it('answers a refusal with a status its endpoint declares', async () => {
    // Signed out, a bad query and another origin: 401 before anything is read.
    const byName = new Map(allEndpoints().map(({ name, endpoint }) => [name, endpoint]));
    const nearby = await t.call('GET', '/api/photos/nearby?lat=x&lng=1');
    expect(nearby.statusCode).toBe(401);
    expect(errorStatuses(byName.get('photos.nearby')!)).toContain(401);
    const edit = await t.call('PUT', '/api/photos/5/edit', {
      body: {},
      headers: { origin: 'https://evil.example' },
    });
    expect(edit.statusCode).toBe(403);
    expect(errorStatuses(byName.get('photos.edit')!)).toContain(403);
  });
});
