import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo, UserStats } from '@/shared/contract/photos';
import { discoveries, photos } from '@/server/db/schema/photos';
import { createPhotoAs, signedInUser } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t);
  stranger = await signedInUser(t);
});
afterAll(() => t.close());

const discover = async (photoId: number, userId: number) => {
  await t.database.db.insert(discoveries).values({ photoId, userId });
  await t.database.db.update(photos).set({ currentScans: 1 }).where(eq(photos.id, photoId));
};

describe('PUT /api/photos/:id/edit', () => {
  it('lets the owner change an undiscovered message; a blank description becomes null', async () => {
    const photo = await createPhotoAs(t, owner.cookie, { publicDescription: 'old hint' });
    const response = await t.call('PUT', `/api/photos/${photo.id}/edit`, {
      cookie: owner.cookie,
      body: { hiddenMessage: '  New secret  ', publicDescription: '   ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ hiddenMessage: 'New secret', publicDescription: null });
  });

  it('refuses a blank hidden message on a text message', async () => {
    const photo = await createPhotoAs(t, owner.cookie);
    const response = await t.call('PUT', `/api/photos/${photo.id}/edit`, {
      cookie: owner.cookie,
      body: { hiddenMessage: '  ', publicDescription: 'x' },
    });
    expect(response.statusCode).toBe(400);
    const own = (await t.call('GET', '/api/photos/user', { cookie: owner.cookie })).json<Photo[]>();
    expect(own.find((p) => p.id === photo.id)?.hiddenMessage).toBe(photo.hiddenMessage);
  });

  it('answers 404 to anyone but the owner and changes nothing', async () => {
    const photo = await createPhotoAs(t, owner.cookie);
    const response = await t.call('PUT', `/api/photos/${photo.id}/edit`, {
      cookie: stranger.cookie,
      body: { hiddenMessage: 'hijacked', publicDescription: null },
    });
    expect(response.statusCode).toBe(404);
    const own = (await t.call('GET', '/api/photos/user', { cookie: owner.cookie })).json<Photo[]>();
    expect(own.find((p) => p.id === photo.id)?.hiddenMessage).toBe(photo.hiddenMessage);
  });

  it('refuses once the message has been discovered', async () => {
    const photo = await createPhotoAs(t, owner.cookie, { maxScans: 2 });
    await discover(photo.id, stranger.user.id);
    const response = await t.call('PUT', `/api/photos/${photo.id}/edit`, {
      cookie: owner.cookie,
      body: { hiddenMessage: 'too late', publicDescription: null },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT' });
  });

  it('refuses bad ids and signed-out visitors', async () => {
    const bad = await t.call('PUT', '/api/photos/abc/edit', {
      cookie: owner.cookie,
      body: { hiddenMessage: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const missing = await t.call('PUT', '/api/photos/999999/edit', {
      cookie: owner.cookie,
      body: { hiddenMessage: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.call('PUT', '/api/photos/1/edit', { body: { hiddenMessage: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('DELETE /api/photos/:id', () => {
  async function blobCount() {
    const root = path.join(t.dataDir, 'blobs');
    const folders = await readdir(root).catch(() => []);
    const files = await Promise.all(folders.map((f) => readdir(path.join(root, f))));
    return files.flat().length;
  }

  it('removes the message and its files for the owner', async () => {
    const photo = await createPhotoAs(t, owner.cookie);
    const before = await blobCount();
    const response = await t.call('DELETE', `/api/photos/${photo.id}`, { cookie: owner.cookie });
    expect(response.statusCode).toBe(200);
    // The photo, its thumbnail and their public copies (decision 014).
    expect(await blobCount()).toBe(before - 4);
    expect((await t.call('GET', photo.imageUrl)).statusCode).toBe(404);
    const own = (await t.call('GET', '/api/photos/user', { cookie: owner.cookie })).json<Photo[]>();
    expect(own.map((p) => p.id)).not.toContain(photo.id);
  });

  it('answers 404 to a stranger and deletes nothing', async () => {
    const photo = await createPhotoAs(t, owner.cookie);
    const response = await t.call('DELETE', `/api/photos/${photo.id}`, { cookie: stranger.cookie });
    expect(response.statusCode).toBe(404);
    expect((await t.call('GET', photo.imageUrl)).statusCode).toBe(200);
  });
});

describe('GET /api/photos/user and /api/photos/user/stats', () => {
  it('lists only the own messages, newest first, with their secrets', async () => {
    const me = await signedInUser(t);
    const first = await createPhotoAs(t, me.cookie);
    const second = await createPhotoAs(t, me.cookie);
    await createPhotoAs(t, stranger.cookie);
    const list = (await t.call('GET', '/api/photos/user', { cookie: me.cookie })).json<Photo[]>();
    expect(list.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(list[0]!.hiddenMessage).toBe(second.hiddenMessage);
  });

  it('counts messages, activity, discoveries and scans', async () => {
    const me = await signedInUser(t);
    const a = await createPhotoAs(t, me.cookie, { maxScans: 3 });
    const b = await createPhotoAs(t, me.cookie, { maxScans: 1 });
    await createPhotoAs(t, me.cookie, { maxScans: 5 });
    await discover(a.id, stranger.user.id);
    await discover(b.id, stranger.user.id);
    const stats = await t.call('GET', '/api/photos/user/stats', { cookie: me.cookie });
    expect(stats.statusCode).toBe(200);
    expect(stats.json<UserStats>()).toEqual({
      totalMessages: 3,
      activeMessages: 2,
      needsReactivation: 1,
      discoveredMessages: 2,
      totalScansReceived: 2,
      totalRemainingScans: 2 + 0 + 5,
      totalTreasureHuntsCreated: 0,
      totalTreasureHuntsCompleted: 0,
      foundByMe: 0,
      foundByOthers: 2,
    });
    expect((await t.call('GET', '/api/photos/user/stats')).statusCode).toBe(401);
  });

  it('marks an exhausted message as needing a top-up', async () => {
    const me = await signedInUser(t);
    const photo = await createPhotoAs(t, me.cookie, { maxScans: 1 });
    await discover(photo.id, stranger.user.id);
    const list = (await t.call('GET', '/api/photos/user', { cookie: me.cookie })).json<Photo[]>();
    expect(list[0]).toMatchObject({ needsReactivation: true, isUnlocked: true, scansLeft: 0 });
  });
});

describe('discoverers', () => {
  it('see the hidden text and may download the PDF', async () => {
    const pdfPhoto = await createPhotoAs(t, owner.cookie, {
      messageType: 'pdf',
      hiddenMessage: '',
      pdfData: Buffer.from('%PDF-1.4 discovered').toString('base64'),
      pdfFileName: 'clue.pdf',
      maxScans: 5,
    });
    const finder = await signedInUser(t);
    expect(
      (await t.call('GET', `/api/photos/${pdfPhoto.id}/pdf`, { cookie: finder.cookie })).statusCode,
    ).toBe(404);
    await discover(pdfPhoto.id, finder.user.id);
    const pdf = await t.call('GET', `/api/photos/${pdfPhoto.id}/pdf`, { cookie: finder.cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.body).toContain('discovered');
    const near = await t.call(
      'GET',
      `/api/photos/nearby?lat=${pdfPhoto.latitude}&lng=${pdfPhoto.longitude}`,
      {
        cookie: finder.cookie,
      },
    );
    const listed = near.json<Photo[]>().find((p) => p.id === pdfPhoto.id);
    expect(listed?.pdfFileName).toBe('clue.pdf');
    const strangers = await t.call(
      'GET',
      `/api/photos/nearby?lat=${pdfPhoto.latitude}&lng=${pdfPhoto.longitude}`,
      {
        cookie: stranger.cookie,
      },
    );
    expect(strangers.json<Photo[]>().find((p) => p.id === pdfPhoto.id)).not.toHaveProperty(
      'pdfFileName',
    );
  });
});
