import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreatePhotoResponse } from '@/shared/contract/photos';
import type { Upload } from '@/shared/contract/uploads';
import { textKey } from '@/shared/rules/text-key';
import { photoUploads } from '@/server/db/schema/photo-uploads';
import { photos } from '@/server/db/schema/photos';
import { scanUsage } from '@/server/db/schema/scan-guards';
import { OcrBusyError } from '@/server/providers/ocr/ocr-pool';
import { createPhotoAs, fixturePhoto, postPhotoAs, signedInUser } from '../factories';
import { noiseJpeg } from '../support/images';
import { multipartBody } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';
import { blobNames } from '../support/blob-files';

/*
 * Creating a message in two steps (issue 20, point 5): upload and read, nothing charged; then
 * publish by the upload's id, with the same warnings applied, idempotently.
 */

const HOUR_MS = 60 * 60 * 1000;
/**
 * Each test hides at its own spot, so a message an earlier test published there does not
 * draw a near-duplicate warning (which is the point of the warning).
 */
let spot = 0;
let here = { latitude: 51.5007, longitude: -0.1246 };
/** About 1.1 km north: outside the 100 m the warnings look within. */
let farAway = { latitude: 51.5107, longitude: -0.1246 };
beforeEach(() => {
  spot += 1;
  here = { latitude: 51.5007 - spot * 0.05, longitude: -0.1246 };
  farAway = { latitude: here.latitude + 0.01, longitude: here.longitude };
});

let t: TestApp;
let sign: Buffer;
let sameSign: Buffer;
let page: Buffer;
let stockSign: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  sign = await fixturePhoto('a000');
  sameSign = await readFile(new URL('../fixtures/scan/a000-p2.jpg', import.meta.url));
  page = await fixturePhoto('a003');
  stockSign = await readFile(
    new URL('../fixtures/photos/emergency-exit-sign.jpg', import.meta.url),
  );
});
afterAll(() => t.close());

function upload(cookie: string, image: Buffer, place: object | null = here) {
  // `here` is read at each call: default parameters are evaluated then.
  const { body, contentType } = multipartBody((place ?? {}) as Record<string, number>, {
    field: 'image',
    bytes: image,
    filename: 'p.jpg',
    contentType: 'image/jpeg',
  });
  return t.call('POST', '/api/uploads', {
    body,
    cookie,
    headers: { 'content-type': contentType },
  });
}

async function uploaded(cookie: string, image: Buffer, place: object | null = here) {
  const response = await upload(cookie, image, place);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Upload>();
}

const message = (overrides: object = {}) => ({
  ...here,
  messageType: 'text',
  hiddenMessage: 'Under the third bench',
  maxScans: 3,
  ...overrides,
});

function publish(cookie: string, id: number | string, body: object = message()) {
  return t.call('POST', `/api/uploads/${id}/publish`, { body, cookie });
}

async function balanceOf(cookie: string): Promise<number> {
  const response = await t.call('GET', '/api/wallet', { cookie });
  return response.json<{ balance: number }>().balance;
}

const photoCount = () =>
  t.database.db
    .select({ n: count() })
    .from(photos)
    .then((rows) => rows[0]!.n);

const fileName = (url: string) => path.basename(url);

describe('POST /api/uploads: the photo stored and read, nothing charged', () => {
  it('answers the text read, its regions inside the photo and no warning for a good sign', async () => {
    const { cookie } = await signedInUser(t);
    const before = { balance: await balanceOf(cookie), photos: await photoCount() };
    const result = await uploaded(cookie, sign);
    expect(result).toMatchObject({
      status: 'read',
      imageUrl: `/api/uploads/${result.id}/image`,
      warnings: [],
      photoId: null,
    });
    expect(result.text).toContain('Mountain refuge');
    expect(result.letters).toBe(textKey(result.text!).length);
    expect(result.regions.length).toBeGreaterThan(0);
    for (const region of result.regions) {
      expect(region.x + region.width).toBeLessThanOrEqual(result.width);
      expect(region.y + region.height).toBeLessThanOrEqual(result.height);
    }
    expect(new Date(result.expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * HOUR_MS);
    // Nothing charged, no message made.
    expect(await balanceOf(cookie)).toBe(before.balance);
    expect(await photoCount()).toBe(before.photos);

    const image = await t.call('GET', result.imageUrl, { cookie });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toContain('no-store');
  });

  it("keeps an upload to its owner: someone else's look-up and image answer 404", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const result = await uploaded(owner.cookie, sign);
    for (const url of [`/api/uploads/${result.id}`, result.imageUrl]) {
      const response = await t.call('GET', url, { cookie: other.cookie });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Mountain');
    }
    expect((await t.call('GET', `/api/uploads/${result.id}`)).statusCode).toBe(401);
  });

  it('refuses a missing image, half a position and an image that is not one, storing nothing', async () => {
    const { cookie } = await signedInUser(t);
    const files = (await blobNames(t.dataDir)).length;
    const rows = await t.database.db.select({ n: count() }).from(photoUploads);
    const noFile = multipartBody({ ...here });
    const missing = await t.call('POST', '/api/uploads', {
      body: noFile.body,
      cookie,
      headers: { 'content-type': noFile.contentType },
    });
    expect(missing.statusCode).toBe(400);
    expect((await upload(cookie, sign, { latitude: 51.5 })).statusCode).toBe(400);
    expect((await upload(cookie, sign, { latitude: 91, longitude: 0 })).statusCode).toBe(400);
    const text = await upload(cookie, Buffer.from('not an image at all, just words'.repeat(40)));
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    expect((await blobNames(t.dataDir)).length).toBe(files);
    expect(await t.database.db.select({ n: count() }).from(photoUploads)).toEqual(rows);
  });
});

describe('POST /api/uploads/:id/publish', () => {
  it('publishes the message from the upload, charges once, and a retry answers the same message', async () => {
    const { cookie } = await signedInUser(t);
    const result = await uploaded(cookie, sign);
    const before = await balanceOf(cookie);
    const photosBefore = await photoCount();

    const first = await publish(cookie, result.id, message({ maxScans: 5 }));
    expect(first.statusCode, first.body).toBe(201);
    const { photo } = first.json<CreatePhotoResponse>();
    expect(photo).toMatchObject({ ...here, isAnalyzed: true, isOwner: true, maxScans: 5 });
    expect(photo.hiddenMessage).toBe('Under the third bench');
    const charged = before - (await balanceOf(cookie));
    expect(charged).toBeGreaterThan(0);

    // The message took the upload's files: the same stored photo, no copy.
    const stored = await t.database.db
      .select({ imageKey: photos.imageKey })
      .from(photos)
      .where(eq(photos.id, photo.id));
    const [row] = await t.database.db
      .select()
      .from(photoUploads)
      .where(eq(photoUploads.id, result.id));
    expect(stored[0]!.imageKey).toBe(row!.imageKey);

    // Publishing again (a retry after a lost reply, a double tap) changes nothing.
    const again = await publish(cookie, result.id, message({ maxScans: 50, hiddenMessage: 'x' }));
    expect(again.statusCode).toBe(201);
    expect(again.json<CreatePhotoResponse>().photo).toMatchObject({
      id: photo.id,
      maxScans: 5,
      hiddenMessage: 'Under the third bench',
    });
    expect(before - (await balanceOf(cookie))).toBe(charged);
    expect(await photoCount()).toBe(photosBefore + 1);

    const look = await t.call('GET', `/api/uploads/${result.id}`, { cookie });
    expect(look.json<Upload>().photoId).toBe(photo.id);
  });

  it('two publishes at once make one message and one charge', async () => {
    const { cookie } = await signedInUser(t);
    const result = await uploaded(cookie, page, null);
    const before = await balanceOf(cookie);
    const photosBefore = await photoCount();
    const body = message({ latitude: undefined, longitude: undefined, maxScans: 20 });
    const replies = await Promise.all([
      publish(cookie, result.id, body),
      publish(cookie, result.id, body),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201]);
    const ids = replies.map((reply) => reply.json<CreatePhotoResponse>().photo.id);
    expect(ids[0]).toBe(ids[1]);
    expect(replies[0]?.json<CreatePhotoResponse>().photo.isGlobal).toBe(true);
    expect(await photoCount()).toBe(photosBefore + 1);
    const price = await t.call('POST', '/api/scan-pricing/check', {
      body: { requestedScans: 20 },
      cookie,
    });
    const { cost } = price.json<{ cost: number }>();
    expect(cost).toBeGreaterThan(0);
    expect(before - (await balanceOf(cookie))).toBeCloseTo(cost, 2);
  });

  it("refuses to publish someone else's upload with 404, reading and charging nothing", async () => {
    const owner = await signedInUser(t);
    const thief = await signedInUser(t);
    const result = await uploaded(owner.cookie, sign);
    const balances = [await balanceOf(owner.cookie), await balanceOf(thief.cookie)];
    const photosBefore = await photoCount();
    // Fair use's count of photos read for each user: a refused publish reads nothing.
    const usage = () => t.database.db.select({ n: count() }).from(scanUsage);
    const usageBefore = await usage();

    const response = await publish(thief.cookie, result.id, message({ maxScans: 20 }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect([await balanceOf(owner.cookie), await balanceOf(thief.cookie)]).toEqual(balances);
    expect(await photoCount()).toBe(photosBefore);
    expect(await usage()).toEqual(usageBefore);
    // The owner can still publish it.
    expect((await publish(owner.cookie, result.id)).statusCode).toBe(201);
  });

  it('answers 4xx for ids that are not uploads, never 5xx', async () => {
    const { cookie } = await signedInUser(t);
    for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999999999999']) {
      const response = await publish(cookie, id);
      expect(response.statusCode, id).toBe(400);
      expect((await t.call('GET', `/api/uploads/${id}`, { cookie })).statusCode).toBe(400);
    }
    expect((await publish(cookie, 2147483647)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/uploads/2147483647', { cookie })).statusCode).toBe(404);
    const result = await uploaded(cookie, sign);
    for (const body of [
      { ...message(), latitude: undefined },
      { ...message(), maxScans: 'lots' + '0x10' },
      { ...message(), confirmedWarnings: ['too-little'] },
      { ...message(), messageType: 'video' },
    ]) {
      expect((await publish(cookie, result.id, body)).statusCode).toBe(400);
    }
    // A text message without its text is refused before anything is charged.
    const balance = await balanceOf(cookie);
    const blank = await publish(cookie, result.id, message({ hiddenMessage: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(await balanceOf(cookie)).toBe(balance);
  });

  it('refuses a photo with too little text, at upload (a blocking warning) and at publish (422)', async () => {
    const { cookie } = await signedInUser(t);
    const result = await uploaded(cookie, await noiseJpeg());
    expect(result.warnings).toEqual([
      expect.objectContaining({ code: 'too-little', blocking: true }),
    ]);
    const balance = await balanceOf(cookie);
    const photosBefore = await photoCount();
    const response = await publish(cookie, result.id);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'UNREADABLE_PHOTO' });
    expect(await balanceOf(cookie)).toBe(balance);
    expect(await photoCount()).toBe(photosBefore);
  });
});

describe('warnings about the text, at upload and again at publish', () => {
  it('warns of stock wording (too common to be a key) and publishes once the creator confirms', async () => {
    const { cookie } = await signedInUser(t);
    const result = await uploaded(cookie, stockSign);
    expect(result.text?.toUpperCase()).toContain('EXIT');
    expect(result.warnings).toEqual([
      expect.objectContaining({ code: 'too-common', blocking: false }),
    ]);
    const balance = await balanceOf(cookie);
    const refused = await publish(cookie, result.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'UNCONFIRMED_WARNINGS' });
    expect(await balanceOf(cookie)).toBe(balance);
    const confirmed = await publish(cookie, result.id, {
      ...message(),
      confirmedWarnings: ['too-common'],
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
  });

  it('warns of a near-duplicate within 100 m, not 1 km away, and the server holds it at publish', async () => {
    const place = { latitude: 40.4168, longitude: -3.7038 };
    const first = await signedInUser(t);
    await createPhotoAs(t, first.cookie, place, sign);

    const { cookie } = await signedInUser(t);
    const near = await uploaded(cookie, sameSign, place);
    expect(near.warnings).toEqual([
      expect.objectContaining({ code: 'near-duplicate', blocking: false }),
    ]);
    // The other message's text never reaches this creator.
    expect(JSON.stringify(near.warnings)).not.toMatch(/secret|refuge/i);
    const far = await uploaded(cookie, sameSign, {
      latitude: place.latitude + 0.01,
      longitude: place.longitude,
    });
    expect(far.warnings).toEqual([]);

    // Uploaded far away, published at the place: the server judges the place it is published at.
    const moved = await publish(cookie, far.id, message(place));
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'UNCONFIRMED_WARNINGS' });
    const wrongConfirm = await publish(cookie, near.id, {
      ...message(place),
      confirmedWarnings: ['template'],
    });
    expect(wrongConfirm.statusCode).toBe(409);
    const ok = await publish(cookie, near.id, {
      ...message(place),
      confirmedWarnings: ['near-duplicate'],
    });
    expect(ok.statusCode).toBe(201);
  });

  it('warns of a template shared with a message there (same wording, other words differ)', async () => {
    const place = { latitude: 35.6762, longitude: 139.6503 };
    const first = await signedInUser(t);
    const other = await createPhotoAs(t, first.cookie, place, sign);
    // The other label: the sign's wording with another month and a line of its own.
    await t.database.db
      .update(photos)
      .set({ textKey: textKey('Mountain refuge Water available until March. Key at the farm') })
      .where(eq(photos.id, other.id));
    const { cookie } = await signedInUser(t);
    const result = await uploaded(cookie, sign, place);
    expect(result.warnings.map((warning) => warning.code)).toEqual(['template']);
    const elsewhere = await uploaded(cookie, sign, farAway);
    expect(elsewhere.warnings).toEqual([]);
  });

  it("never warns about another user's private message, nor a used-up one", async () => {
    const place = { latitude: -33.8688, longitude: 151.2093 };
    const first = await signedInUser(t);
    const target = await signedInUser(t);
    await createPhotoAs(
      t,
      first.cookie,
      { ...place, isPrivate: true, targetUsername: target.user.nickname },
      sign,
    );
    const { cookie } = await signedInUser(t);
    expect((await uploaded(cookie, sign, place)).warnings).toEqual([]);
    // The private message's target is told: it is a message they could find.
    expect((await uploaded(target.cookie, sign, place)).warnings).toEqual([
      expect.objectContaining({ code: 'near-duplicate' }),
    ]);

    // A used-up public message is not open: it matches no scan until topped up.
    const usedUp = { latitude: place.latitude + 0.02, longitude: place.longitude };
    const spent = await createPhotoAs(t, first.cookie, usedUp, sign);
    await t.database.db.update(photos).set({ currentScans: 1 }).where(eq(photos.id, spent.id));
    expect((await uploaded(cookie, sign, usedUp)).warnings).toEqual([]);
  });
});

describe('the one-step create faces the same warnings (POST /api/photos, /api/photos/global)', () => {
  it('refuses an unconfirmed near-duplicate with 409, keeping no file and charging nothing, then creates it confirmed', async () => {
    const place = { latitude: 48.8566, longitude: 2.3522 };
    const first = await signedInUser(t);
    await createPhotoAs(t, first.cookie, place, sign);

    const { cookie } = await signedInUser(t);
    const balance = await balanceOf(cookie);
    const photosBefore = await photoCount();
    const files = (await blobNames(t.dataDir)).length;
    for (const confirmed of ['', 'template', 'too-common,template']) {
      const refused = await postPhotoAs(
        t,
        cookie,
        { ...place, confirmedWarnings: confirmed },
        sameSign,
      );
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'UNCONFIRMED_WARNINGS',
        error: expect.stringMatching(/nearly the same text/),
      });
    }
    expect(await balanceOf(cookie)).toBe(balance);
    expect(await photoCount()).toBe(photosBefore);
    expect((await blobNames(t.dataDir)).length).toBe(files);

    const created = await postPhotoAs(
      t,
      cookie,
      { ...place, confirmedWarnings: 'near-duplicate' },
      sameSign,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(await photoCount()).toBe(photosBefore + 1);
  });

  it('asks the camera (JSON) to confirm stock wording; refuses a made-up warning with 400, as a page does', async () => {
    const { cookie } = await signedInUser(t);
    const json = (confirmedWarnings?: unknown) =>
      t.call('POST', '/api/photos', {
        cookie,
        body: {
          ...message(),
          imageData: stockSign.toString('base64'),
          ...(confirmedWarnings === undefined ? {} : { confirmedWarnings }),
        },
      });
    const refused = await json();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'UNCONFIRMED_WARNINGS' });
    const madeUp = await json(['too-common', 'all-of-them']);
    expect(madeUp.statusCode).toBe(400);
    expect((await json(['too-common'])).statusCode).toBe(201);

    // A page has no place, so of the soft warnings only stock wording could apply to it; its
    // form reads the same field.
    const global = (confirmedWarnings: string) => {
      const { body, contentType } = multipartBody(
        { messageType: 'text', hiddenMessage: 'On the back of the page', confirmedWarnings },
        { field: 'image', bytes: page, filename: 'p.jpg', contentType: 'image/jpeg' },
      );
      return t.call('POST', '/api/photos/global', {
        body,
        cookie,
        headers: { 'content-type': contentType },
      });
    };
    expect((await global('too-common,bogus')).statusCode).toBe(400);
    expect((await global('too-common')).statusCode).toBe(201);
  });
});

describe('expiry: an unpublished upload lasts a day, then it and its files are gone', () => {
  it('refuses an expired upload with 404 and the purge removes its row and files, not a published one', async () => {
    const { cookie } = await signedInUser(t);
    const stale = await uploaded(cookie, sign, farAway);
    const kept = await uploaded(cookie, page, null);
    const publishedReply = await publish(
      cookie,
      kept.id,
      message({ latitude: undefined, longitude: undefined }),
    );
    expect(publishedReply.statusCode).toBe(201);
    const { photo } = publishedReply.json<CreatePhotoResponse>();
    const [staleRow] = await t.database.db
      .select()
      .from(photoUploads)
      .where(eq(photoUploads.id, stale.id));
    const staleFiles = [staleRow!.imageKey, staleRow!.thumbnailKey, staleRow!.publicImageKey!].map(
      fileName,
    );
    expect(await blobNames(t.dataDir)).toEqual(expect.arrayContaining(staleFiles));

    t.clock.advance(23 * HOUR_MS);
    expect((await t.call('GET', `/api/uploads/${stale.id}`, { cookie })).statusCode).toBe(200);
    t.clock.advance(HOUR_MS + 1000);
    const balance = await balanceOf(cookie);
    for (const response of [
      await t.call('GET', `/api/uploads/${stale.id}`, { cookie }),
      await t.call('GET', stale.imageUrl, { cookie }),
      await publish(cookie, stale.id),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect(await balanceOf(cookie)).toBe(balance);

    const purged = await t.app.purgeUploads();
    expect(purged.uploads).toBeGreaterThanOrEqual(2);
    const rows = await t.database.db
      .select({ id: photoUploads.id })
      .from(photoUploads)
      .where(inArray(photoUploads.id, [stale.id, kept.id]));
    expect(rows).toEqual([]);
    const left = await blobNames(t.dataDir);
    for (const file of staleFiles) expect(left).not.toContain(file);
    // The published upload's files are its message's: still served.
    const image = await t.call('GET', `/api/photos/${photo.id}/image`, { cookie });
    expect(image.statusCode).toBe(200);
    expect((await t.app.purgeUploads()).uploads).toBe(0);
  });
});

describe('when OCR is busy at upload', () => {
  it('keeps the upload unread, refuses to publish it yet, and reads it at the next look-up', async () => {
    let busy = true;
    const app = await createTestApp({
      ocr: (recorded) => ({
        recognize: (image, requester) =>
          busy ? Promise.reject(new OcrBusyError()) : recorded.recognize(image, requester),
        close: () => recorded.close(),
      }),
    });
    try {
      const { cookie } = await signedInUser(app);
      const { body, contentType } = multipartBody(
        { ...here },
        { field: 'image', bytes: sign, filename: 'p.jpg', contentType: 'image/jpeg' },
      );
      const created = await app.call('POST', '/api/uploads', {
        body,
        cookie,
        headers: { 'content-type': contentType },
      });
      expect(created.statusCode).toBe(201);
      const result = created.json<Upload>();
      expect(result).toMatchObject({ status: 'reading', text: null, regions: [], warnings: [] });
      const early = await app.call('POST', `/api/uploads/${result.id}/publish`, {
        body: message(),
        cookie,
      });
      expect(early.statusCode).toBe(409);
      busy = false;
      const later = await app.call('GET', `/api/uploads/${result.id}`, { cookie });
      expect(later.json<Upload>()).toMatchObject({ status: 'read', warnings: [] });
      const published = await app.call('POST', `/api/uploads/${result.id}/publish`, {
        body: message(),
        cookie,
      });
      expect(published.statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
});
