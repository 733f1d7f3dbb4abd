import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '@/shared/contract/photos';
import { discoveries, photos } from '@/server/db/schema/photos';
import { walkingNearestFirst } from '@/server/db/photo-geo';
import { listNearby, nearbyQuery } from '@/server/modules/photos/photos.repository';
import { createPhotoAs, signedInUser } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

// A quiet spot in the Atlantic, so only this file's messages are around.
const here = { lat: 10, lng: -30 };
/** About `km` kilometres north of `here`. */
const north = (km: number) => here.lat + km / 111.195;

let t: TestApp;
let creator: { cookie: string; user: { id: number; nickname: string } };
let viewer: { cookie: string; user: { id: number; nickname: string } };
beforeAll(async () => {
  t = await createTestApp();
  creator = await signedInUser(t);
  viewer = await signedInUser(t);
});
afterAll(() => t.close());

const nearby = (cookie: string, lat = here.lat, lng = here.lng) =>
  t.call('GET', `/api/photos/nearby?lat=${lat}&lng=${lng}`, { cookie });

describe('GET /api/photos/nearby', () => {
  it('lists active messages within 5 km, nearest first, with their distance', async () => {
    const far = await createPhotoAs(t, creator.cookie, { latitude: north(4), longitude: here.lng });
    const near = await createPhotoAs(t, creator.cookie, {
      latitude: north(1),
      longitude: here.lng,
    });
    const outside = await createPhotoAs(t, creator.cookie, {
      latitude: north(6),
      longitude: here.lng,
    });

    const response = await nearby(viewer.cookie);
    expect(response.statusCode).toBe(200);
    const list = response.json<Photo[]>();
    const ids = list.map((p) => p.id);
    expect(ids.indexOf(near.id)).toBeLessThan(ids.indexOf(far.id));
    expect(ids).not.toContain(outside.id);
    const nearOne = list.find((p) => p.id === near.id)!;
    expect(nearOne.distanceKm).toBeCloseTo(1, 2);
    expect(nearOne.user).toEqual({ id: creator.user.id, nickname: creator.user.nickname });
    expect(nearOne).not.toHaveProperty('hiddenMessage');
  });

  it('leaves out exhausted messages and global ones', async () => {
    const exhausted = await createPhotoAs(t, creator.cookie, {
      latitude: north(0.5),
      longitude: here.lng,
    });
    await t.database.db.update(photos).set({ currentScans: 1 }).where(eq(photos.id, exhausted.id));
    const ids = (await nearby(viewer.cookie)).json<Photo[]>().map((p) => p.id);
    expect(ids).not.toContain(exhausted.id);
  });

  it('shows a private message to its creator and target only', async () => {
    const target = await signedInUser(t);
    const secret = await createPhotoAs(t, creator.cookie, {
      latitude: north(0.2),
      longitude: here.lng,
      isPrivate: true,
      targetUsername: target.user.nickname,
    });
    const seenBy = async (cookie: string) =>
      (await nearby(cookie)).json<Photo[]>().some((p) => p.id === secret.id);
    expect(await seenBy(creator.cookie)).toBe(true);
    expect(await seenBy(target.cookie)).toBe(true);
    expect(await seenBy(viewer.cookie)).toBe(false);
  });

  it('refuses bad coordinates and signed-out visitors', async () => {
    expect((await nearby(viewer.cookie, 95, 0)).statusCode).toBe(400);
    expect((await nearby(viewer.cookie, 0, 200)).statusCode).toBe(400);
    // What no phone sends: huge, not finite, empty, a NUL byte, hex, repeated, two values.
    for (const lat of ['1e20', '-1e20', 'NaN', 'Infinity', '', '%00', '1%002', '0x10', '1,2']) {
      const refused = await t.call('GET', `/api/photos/nearby?lat=${lat}&lng=1`, {
        cookie: viewer.cookie,
      });
      expect(refused.statusCode, `lat=${lat}`).toBe(400);
      expect(refused.json<{ error: string }>().error, `lat=${lat}`).toBeTruthy();
    }
    const twice = await t.call('GET', '/api/photos/nearby?lat=1&lat=2&lng=1', {
      cookie: viewer.cookie,
    });
    expect(twice.statusCode).toBe(400);
    const missing = await t.call('GET', '/api/photos/nearby?lat=abc', { cookie: viewer.cookie });
    expect(missing.statusCode).toBe(400);
    expect((await t.call('GET', `/api/photos/nearby?lat=1&lng=1`)).statusCode).toBe(401);
  });

  it('works across the antimeridian', async () => {
    const east = await createPhotoAs(t, creator.cookie, { latitude: -17, longitude: 179.99 });
    const list = (await nearby(viewer.cookie, -17, -179.99)).json<Photo[]>();
    const found = list.find((p) => p.id === east.id);
    expect(found?.distanceKm).toBeCloseTo(2.13, 1);
  });

  it('answers a burst of 100 requests at once, each with the same list', async () => {
    await createPhotoAs(t, creator.cookie, { latitude: north(0.4), longitude: here.lng });
    const replies = await Promise.all(Array.from({ length: 100 }, () => nearby(viewer.cookie)));
    expect(replies.map((reply) => reply.statusCode)).toEqual(replies.map(() => 200));
    const lists = new Set(replies.map((reply) => reply.body));
    expect(lists.size).toBe(1);
    expect(replies[0]!.json<Photo[]>().length).toBeGreaterThan(0);
  });

  it('decodes its rows exactly as drizzle maps them', async () => {
    // listNearby runs its walk and decodes its rows itself (array-rows.ts) on PostgreSQL and
    // on PGlite; drizzle's query is the reference.
    const found = await createPhotoAs(t, creator.cookie, {
      latitude: north(0.3),
      longitude: here.lng,
      publicDescription: 'found already',
    });
    await t.database.db.insert(discoveries).values({ photoId: found.id, userId: viewer.user.id });
    const query = {
      viewerId: viewer.user.id,
      latitude: here.lat,
      longitude: here.lng,
      radiusM: 5000,
      limit: 100,
    };
    // More than five runs, so PostgreSQL's generic plan of the statement is compared too.
    for (let run = 0; run < 7; run++) {
      const prepared = await listNearby(t.database.db, query);
      const reference = await walkingNearestFirst(t.database.db, (tx) =>
        nearbyQuery(tx, { ...query, side: 0 }),
      );
      expect(prepared).toEqual(reference);
      expect(prepared.find((row) => row.id === found.id)).toMatchObject({
        discovered: true,
        publicDescription: 'found already',
        createdAt: expect.any(Date),
      });
      expect(prepared.some((row) => !row.discovered && row.publicDescription === null)).toBe(true);
    }
  });

  it("reads a message's secret only for its creator and its finders", async () => {
    const found = await createPhotoAs(t, creator.cookie, {
      latitude: north(0.35),
      longitude: here.lng,
      hiddenMessage: 'read by the finder',
    });
    const unread = await createPhotoAs(t, creator.cookie, {
      latitude: north(0.36),
      longitude: here.lng,
      hiddenMessage: 'read by nobody else',
    });
    await t.database.db.insert(discoveries).values({ photoId: found.id, userId: viewer.user.id });
    const secrets = async (viewerId: number) => {
      const at = { viewerId, latitude: here.lat, longitude: here.lng, radiusM: 5000, limit: 100 };
      const rows = await listNearby(t.database.db, at);
      return [found.id, unread.id].map((id) => rows.find((row) => row.id === id)?.hiddenMessage);
    };
    // The rows themselves, not only the reply: an unread secret never leaves the database.
    expect(await secrets(viewer.user.id)).toEqual(['read by the finder', null]);
    expect(await secrets(creator.user.id)).toEqual(['read by the finder', 'read by nobody else']);
    const list = (await nearby(viewer.cookie)).json<Photo[]>();
    expect(list.find((p) => p.id === found.id)?.hiddenMessage).toBe('read by the finder');
    expect(list.find((p) => p.id === unread.id)).not.toHaveProperty('hiddenMessage');
  });

  it('walks the map point GiST index nearest-first, not the table', async () => {
    const at = {
      viewerId: viewer.user.id,
      latitude: here.lat,
      longitude: here.lng,
      radiusM: 5000,
      limit: 100,
      side: 0 as const,
    };
    // As listNearby runs it: the walk pinned (nearest-first-plan.test.ts tries a dense city).
    const plan = await walkingNearestFirst(t.database.db, (tx) =>
      tx.execute(sql`EXPLAIN ${nearbyQuery(tx, at)}`),
    );
    const text = JSON.stringify(plan);
    expect(text).toMatch(/Index Scan using photos_map_idx/);
    expect(text).toMatch(/Index Cond: \(map_point <@/);
    expect(text).toMatch(/Order By: \(map_point <->/);
  });
});
