import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '@/shared/contract/photos';
import { deletedAccountNickname } from '@/shared/rules/account';
import { users } from '@/server/db/schema/users';
import { buildUser, createPhotoAs, newDeviceId, signedInUser } from '../factories';
import { createHunt, newArea, waypoint } from '../support/hunts';
import { createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';

// Issue 19, point 13: a deletion is all or nothing, and its placeholder nickname is nobody's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

/** A user with a message, a hunt, a draft, €5 in the wallet and two sessions. */
async function userWithEverything() {
  const { user, cookie } = await signedInUser(t, { walletEuros: 30 });
  const message = await createPhotoAs(t, cookie);
  const hunt = await createHunt(t, cookie, {
    title: 'Kept hunt',
    waypoints: [await waypoint(newArea(), 1)],
  });
  const draft = await t.call('POST', '/api/treasure-hunt/draft', {
    cookie,
    body: { title: 'Kept draft', waypoints: [] },
  });
  expect(draft.statusCode).toBeLessThan(300);
  const second = await t.call('POST', '/api/auth/login', {
    body: { nickname: user.nickname, password: user.password },
  });
  return { user, cookie, other: sessionCookieOf(second), message, hunt };
}

async function snapshotOf(cookie: string) {
  const get = async (url: string) => {
    const response = await t.call('GET', url, { cookie });
    expect(response.statusCode).toBe(200);
    return response.json<unknown>();
  };
  return {
    me: await get('/api/auth/user'),
    messages: ((await get('/api/photos/user')) as Photo[]).map((photo) => photo.id),
    hunts: await get('/api/treasure-hunts'),
    drafts: await get('/api/treasure-hunt/drafts'),
    wallet: await get('/api/wallet'),
  };
}

describe('Delete my account', () => {
  it('succeeds when someone already holds the old placeholder nickname (deleted-<id>)', async () => {
    const { user, cookie } = await signedInUser(t, { walletEuros: 0 });
    // Registered before the form was reserved: existing data must not break deletion.
    const namesake = await buildUser(t.database.db, { nickname: `deleted-${user.id}` });
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await t.call('POST', '/api/account/delete', {
        cookie,
        body: { password: user.password },
      });
      // The first deletes; a second (the same click again) finds no session.
      expect(response.statusCode).toBe(attempt === 0 ? 200 : 401);
    }
    const rows = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(rows[0]).toMatchObject({ nickname: deletedAccountNickname(user.id), email: null });
    expect(rows[0]!.deletedAt).toBeInstanceOf(Date);
    const kept = await t.database.db.select().from(users).where(eq(users.id, namesake.id));
    expect(kept[0]).toMatchObject({ nickname: `deleted-${user.id}`, deletedAt: null });
    const login = await t.call('POST', '/api/auth/login', {
      body: { nickname: namesake.nickname, password: namesake.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('rolls everything back when a step inside fails: messages, hunts, drafts, sessions, balance, account', async () => {
    const { user, cookie, other, message, hunt } = await userWithEverything();
    const before = await snapshotOf(cookie);
    expect(before.messages).toEqual([message.id]);
    // A fault at the very last step (anonymising the row), injected in the database itself.
    const run = (statement: string) => t.database.db.execute(sql.raw(statement));
    await run(`CREATE FUNCTION fail_deletion() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'injected deletion fault'; END $$`);
    await run(`CREATE TRIGGER fail_deletion BEFORE UPDATE ON users FOR EACH ROW
      WHEN (NEW.deleted_at IS NOT NULL AND OLD.id = ${user.id}) EXECUTE FUNCTION fail_deletion()`);
    try {
      const failed = await t.call('POST', '/api/account/delete', {
        cookie,
        body: { password: user.password, giveUpBalance: true },
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await run('DROP TRIGGER fail_deletion ON users');
      await run('DROP FUNCTION fail_deletion()');
    }
    // Both sessions still work and see exactly what they saw.
    expect(await snapshotOf(cookie)).toEqual(before);
    expect(await snapshotOf(other)).toEqual(before);
    const image = await t.call('GET', `/api/photos/${message.id}/image`, { cookie });
    expect(image.statusCode).toBe(200);
    const step = await t.call('GET', `/api/treasure-hunts/${hunt.id}/steps/1/image`, { cookie });
    expect(step.statusCode).toBe(200);
    const login = await t.call('POST', '/api/auth/login', {
      body: { nickname: user.nickname, password: user.password },
    });
    expect(login.statusCode).toBe(200);

    // Once the fault is gone, the same deletion goes through whole.
    const deleted = await t.call('POST', '/api/account/delete', {
      cookie,
      body: { password: user.password, giveUpBalance: true },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/user', { cookie: other })).statusCode).toBe(401);
    expect((await t.call('GET', `/api/photos/${message.id}/image`)).statusCode).toBe(404);
  });
});

describe('the placeholder form is reserved', () => {
  it('refuses to register a nickname that looks like a deleted account, old or new form', async () => {
    const usersBefore = await t.database.db.select({ n: count() }).from(users);
    for (const nickname of [
      'deleted-59',
      'Deleted_59',
      'DELETED.1O', // a capital O and a 1 look like digits
      'dеleted-7', // a Cyrillic 'е'
      'Deleted_account_12',
      'deletedaccount-3',
    ]) {
      const response = await t.call('POST', '/api/auth/register', {
        body: { nickname, password: 'long enough', deviceId: newDeviceId(), ageConfirmed: true },
      });
      expect(response.statusCode, nickname).toBe(409);
      expect(response.json<{ error: string; code: string }>()).toEqual({
        code: 'NICKNAME_TAKEN',
        error: 'This nickname is reserved. Please choose another one.',
        message: { key: 'server_nickname_reserved', params: {} },
      });
    }
    // The placeholder itself is outside the nickname rules.
    const placeholder = await t.call('POST', '/api/auth/register', {
      body: {
        nickname: deletedAccountNickname(59),
        password: 'long enough',
        deviceId: newDeviceId(),
      },
    });
    expect(placeholder.statusCode).toBe(400);
    const usersAfter = await t.database.db.select({ n: count() }).from(users);
    expect(usersAfter[0]!.n).toBe(usersBefore[0]!.n);

    // Names that only start alike are free.
    for (const nickname of ['deleted', 'deleted-scenes', 'undeleted-59']) {
      const response = await t.call('POST', '/api/auth/register', {
        body: { nickname, password: 'long enough', deviceId: newDeviceId() },
      });
      expect(response.statusCode, nickname).toBe(201);
    }
  });
});
