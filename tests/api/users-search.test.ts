import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSearchResult } from '@/shared/contract/users';
import { buildUser, signedInUser } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let me: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  me = await signedInUser(t, { nickname: 'searcher_me' });
  await buildUser(t.database.db, { nickname: 'Marina_K', email: 'marina@example.org' });
  await buildUser(t.database.db, { nickname: 'marinus' });
  await buildUser(t.database.db, { nickname: 'percent%_guy' });
});
afterAll(() => t.close());

const search = (q: string, cookie: string | undefined = me.cookie) =>
  t.call('GET', `/api/users/search?q=${encodeURIComponent(q)}`, { cookie });

describe('GET /api/users/search', () => {
  it('finds nicknames containing the text, any case, without emails', async () => {
    const response = await search('MARIN');
    expect(response.statusCode).toBe(200);
    const results = response.json<UserSearchResult[]>();
    expect(results.map((r) => r.nickname).sort()).toEqual(['Marina_K', 'marinus']);
    expect(results.every((r) => r.email === null)).toBe(true);
  });

  it('shows an email only to someone who typed the whole address', async () => {
    const partial = (await search('marina@exam')).json<UserSearchResult[]>();
    expect(partial).toEqual([]);
    const whole = (await search('Marina@Example.org')).json<UserSearchResult[]>();
    expect(whole).toEqual([
      { id: expect.any(Number), nickname: 'Marina_K', email: 'marina@example.org' },
    ]);
  });

  it('treats % and _ as plain characters and never lists the searcher', async () => {
    expect((await search('%_')).json<UserSearchResult[]>().map((r) => r.nickname)).toEqual([
      'percent%_guy',
    ]);
    expect((await search('searcher')).json<UserSearchResult[]>()).toEqual([]);
  });

  it('needs two characters and a session', async () => {
    const short = await search('m');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: string }>().error).toContain('at least 2');
    expect((await search('  m ')).statusCode).toBe(400);
    expect((await search('marina', '')).statusCode).toBe(401);
  });
});
