import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hunt } from '@/shared/contract/hunts';
import type { Photo } from '@/shared/contract/photos';
import type { ScanResponse } from '@/shared/contract/scan';
import { awaitingReading, photos } from '@/server/db/schema/photos';
import { createPhotoAs, signedInUser } from '../factories';
import { ocrTextOf } from '../support/devset-ocr';
import { createHunt, newArea, scanAt, stepPlace, waypoint } from '../support/hunts';
import { withAnalysisToken } from '../support/scan-tokens';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Issue 10, point 3: the photo of a message shows the printed text that discovers it, so
 * anyone could read the key off the public photo. Now everyone who has not discovered the
 * message gets a copy with the text blurred (decision 014); the creator and discoverers get
 * the original. How well the blur hides the text from OCR is measured with live OCR in
 * src/server/providers/text-blur.test.ts.
 */
let t: TestApp;
let webRoot: string;
let creator: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
const PLACE = { latitude: 37.9838, longitude: 23.7275 };

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'underprint-web-'));
  await writeFile(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Underprint</title></head><body></body></html>',
  );
  t = await createTestApp({ webRoot, env: { AUTH_RATE_LIMIT: '1000' } });
  creator = await signedInUser(t, { walletEuros: 100 });
  stranger = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

let spot = 0;
/** A message at a place of its own, so no other test's message is a nearby candidate. */
async function messageAt(fields: Record<string, string | number | boolean> = {}) {
  spot += 1;
  const place = { latitude: PLACE.latitude + spot * 0.05, longitude: PLACE.longitude };
  const photo = await createPhotoAs(t, creator.cookie, { ...place, maxScans: 5, ...fields });
  return { photo, place };
}

async function bytesOf(url: string, cookie?: string) {
  const response = await t.call('GET', url, { cookie });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('image/jpeg');
  // The same URL answers other bytes per viewer: no cache may keep or share it.
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers.vary).toMatch(/\bCookie\b/i);
  return response.rawPayload;
}

/** A scan of the sign a000 (its probe p2, as OCR read it) standing 20 m from `place`. */
async function scanSign(cookie: string, place: { latitude: number; longitude: number }) {
  const response = await t.call('POST', '/api/scan', {
    cookie,
    body: await withAnalysisToken(t, cookie, {
      text: ocrTextOf('a000-p2.jpg'),
      userLatitude: place.latitude + 20 / 111_195,
      userLongitude: place.longitude,
      userAccuracy: 10,
    }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ScanResponse>();
}

/** Mean absolute difference of two same-sized pictures over a rectangle, 0-255. */
async function difference(
  a: Buffer,
  b: Buffer,
  area: { left: number; top: number; width: number; height: number },
) {
  const [x, y] = await Promise.all(
    [a, b].map((image) => sharp(image).extract(area).greyscale().raw().toBuffer()),
  );
  let sum = 0;
  for (let i = 0; i < x!.length; i += 1) sum += Math.abs(x![i]! - y![i]!);
  return sum / x!.length;
}

// Where a000's sign is (its text: 327-1087 x 452-600 in the 1280x960 photo) and a corner of
// the wall around it.
const SIGN_TEXT = { left: 380, top: 470, width: 650, height: 110 };
const WALL = { left: 20, top: 20, width: 250, height: 250 };

describe('the public photo', () => {
  it('blurs the text for strangers and the signed-out, and keeps the place', async () => {
    const { photo } = await messageAt();
    const original = await bytesOf(photo.imageUrl, creator.cookie);
    for (const cookie of [stranger.cookie, undefined]) {
      const seen = await bytesOf(photo.imageUrl, cookie);
      expect(seen.equals(original)).toBe(false);
      // Full size, the wall untouched, the sign's words smeared.
      const meta = await sharp(seen).metadata();
      expect([meta.width, meta.height]).toEqual([1280, 960]);
      expect(await difference(seen, original, WALL)).toBeLessThan(4);
      expect(await difference(seen, original, SIGN_TEXT)).toBeGreaterThan(12);
    }
    const thumbnail = await bytesOf(photo.thumbnailUrl, creator.cookie);
    const strangerThumbnail = await bytesOf(photo.thumbnailUrl, stranger.cookie);
    expect(strangerThumbnail.equals(thumbnail)).toBe(false);
    expect((await sharp(strangerThumbnail).metadata()).width).toBe(400);
  });

  it('is what a stranger gets whatever the URL asks for', async () => {
    const { photo } = await messageAt();
    expect(photo.imageUrl).toBe(`/api/photos/${photo.id}/image?view=original`);
    const original = await bytesOf(photo.imageUrl, creator.cookie);
    const copy = await bytesOf(`/api/photos/${photo.id}/image`, stranger.cookie);
    expect((await bytesOf(photo.imageUrl, stranger.cookie)).equals(copy)).toBe(true);
    expect((await bytesOf(photo.imageUrl)).equals(original)).toBe(false);
    const odd = await t.call('GET', `/api/photos/${photo.id}/image?view=sharp`);
    expect(odd.statusCode).toBe(400);
  });

  it('is what the nearby list links a stranger to', async () => {
    const { photo, place } = await messageAt();
    const nearby = await t.call(
      'GET',
      `/api/photos/nearby?lat=${place.latitude}&lng=${place.longitude}`,
      { cookie: stranger.cookie },
    );
    const listed = nearby.json<Photo[]>().find((each) => each.id === photo.id);
    expect(listed).toBeDefined();
    const original = await bytesOf(listed!.thumbnailUrl, creator.cookie);
    expect((await bytesOf(listed!.thumbnailUrl, stranger.cookie)).equals(original)).toBe(false);
    const originalImage = await bytesOf(listed!.imageUrl, creator.cookie);
    expect((await bytesOf(listed!.imageUrl, stranger.cookie)).equals(originalImage)).toBe(false);
  });

  it("is the share page's social preview", async () => {
    const { photo } = await messageAt();
    const page = await t.call('GET', `/shared/${photo.id}`);
    expect(page.statusCode).toBe(200);
    const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1];
    expect(ogImage).toBe(`${t.config.publicUrl}/api/photos/${photo.id}/image`);
    // A crawler fetches it without a session.
    const preview = await bytesOf(new URL(ogImage!).pathname);
    expect(preview.equals(await bytesOf(photo.imageUrl, creator.cookie))).toBe(false);
    expect(preview.equals(await bytesOf(photo.imageUrl, stranger.cookie))).toBe(true);
  });

  it('turns into the original for the same user once they discover the message', async () => {
    const { photo, place } = await messageAt();
    const finder = await signedInUser(t);
    const original = await bytesOf(photo.imageUrl, creator.cookie);
    const originalThumbnail = await bytesOf(photo.thumbnailUrl, creator.cookie);
    const listed = (
      await t.call('GET', `/api/photos/nearby?lat=${place.latitude}&lng=${place.longitude}`, {
        cookie: finder.cookie,
      })
    )
      .json<Photo[]>()
      .find((each) => each.id === photo.id)!;
    expect(listed.imageUrl).toBe(`/api/photos/${photo.id}/image`);
    expect((await bytesOf(listed.imageUrl, finder.cookie)).equals(original)).toBe(false);

    const found = await scanSign(finder.cookie, place);
    const revealed = found.photos.find((each) => each.id === photo.id)!;
    // A new URL, so a browser that kept the blurred copy fetches the original.
    expect(revealed.imageUrl).toBe(`/api/photos/${photo.id}/image?view=original`);
    expect((await bytesOf(revealed.imageUrl, finder.cookie)).equals(original)).toBe(true);
    expect((await bytesOf(listed.imageUrl, finder.cookie)).equals(original)).toBe(true);
    expect((await bytesOf(revealed.thumbnailUrl, finder.cookie)).equals(originalThumbnail)).toBe(
      true,
    );
    // Others still get the blurred copy.
    expect((await bytesOf(photo.imageUrl, stranger.cookie)).equals(original)).toBe(false);
    expect((await bytesOf(photo.imageUrl)).equals(original)).toBe(false);
  });

  it("gives a private message's target the blurred copy until they find it, others a 404", async () => {
    const target = await signedInUser(t);
    const { photo, place } = await messageAt({
      isPrivate: true,
      targetUsername: target.user.nickname,
    });
    const original = await bytesOf(photo.imageUrl, creator.cookie);
    expect((await bytesOf(photo.imageUrl, target.cookie)).equals(original)).toBe(false);
    for (const cookie of [stranger.cookie, undefined]) {
      for (const url of [photo.imageUrl, photo.thumbnailUrl]) {
        const response = await t.call('GET', url, { cookie });
        expect(response.statusCode, url).toBe(404);
        expect(response.body).toBe(
          (await t.call('GET', '/api/photos/2000000000/image', { cookie })).body,
        );
      }
    }
    expect((await scanSign(target.cookie, place)).matches).toBe(1);
    expect((await bytesOf(photo.imageUrl, target.cookie)).equals(original)).toBe(true);
  });
});

describe('messages saved before public copies existed', () => {
  /** The row as the migration leaves an older message: no copy, no regions. */
  async function forgetCopy(id: number) {
    await t.database.db
      .update(photos)
      .set({ publicImageKey: null, publicThumbnailKey: null, textRegions: null })
      .where(eq(photos.id, id));
  }

  it('show strangers a wholly blurred picture, then the blurred copy once the job has read them', async () => {
    const { photo } = await messageAt();
    const original = await bytesOf(photo.imageUrl, creator.cookie);
    const copy = await bytesOf(photo.imageUrl, stranger.cookie);
    await forgetCopy(photo.id);

    const meanwhile = await bytesOf(photo.imageUrl, stranger.cookie);
    expect(meanwhile.equals(original)).toBe(false);
    // Made from the thumbnail and blurred as a whole: the wall is blurred too.
    const small = await sharp(meanwhile).metadata();
    expect(Math.max(small.width, small.height)).toBeLessThanOrEqual(400);
    const thumbnail = await bytesOf(photo.thumbnailUrl, creator.cookie);
    expect((await bytesOf(photo.thumbnailUrl, stranger.cookie)).equals(thumbnail)).toBe(false);
    // The creator still gets the original.
    expect((await bytesOf(photo.imageUrl, creator.cookie)).equals(original)).toBe(true);

    await t.app.readWaitingPhotos();
    const [row] = await t.database.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(row!.publicImageKey).not.toBeNull();
    expect(row!.textRegions!.length).toBeGreaterThan(0);
    // The job read the same picture again: the same regions, the same copy.
    expect((await bytesOf(photo.imageUrl, stranger.cookie)).equals(copy)).toBe(true);
  });

  it('never fall back to the original when the copy file is lost', async () => {
    const { photo } = await messageAt();
    const original = await bytesOf(photo.imageUrl, creator.cookie);
    const [row] = await t.database.db.select().from(photos).where(eq(photos.id, photo.id));
    await rm(path.join(t.dataDir, 'blobs', row!.publicImageKey!));
    const seen = await bytesOf(photo.imageUrl, stranger.cookie);
    expect(seen.equals(original)).toBe(false);
    // The stand-in made from the thumbnail, blurred as a whole.
    const meta = await sharp(seen).metadata();
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(400);
  });

  it('are found by the job through its partial index', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return tx.execute(sql`
        EXPLAIN SELECT id FROM photos WHERE ${awaitingReading(photos)}
        ORDER BY is_analyzed, id LIMIT 20`);
    });
    expect(JSON.stringify(plan)).toContain('photos_awaiting_reading_idx');
  });
});

describe("a hunt step's photo", () => {
  it('is blurred for a player on the step and the original for its creator and those who found it', async () => {
    const area = newArea();
    const hunt = await createHunt(t, creator.cookie, {
      title: 'Two signs',
      // Two steps, so the hunt is still offered (with its views) after the first is found.
      waypoints: [await waypoint(area, 1), await waypoint(area, 2)],
    });
    const player = await signedInUser(t);
    const url = `/api/treasure-hunts/${hunt.id}/steps/1/image`;
    const stepUrl = async (cookie: string) =>
      (await t.call('GET', '/api/treasure-hunts/available', { cookie }))
        .json<Hunt[]>()
        .find((each) => each.id === hunt.id)?.waypoints[0]?.photo?.imageUrl;
    expect(await stepUrl(player.cookie)).toBe(url);
    const original = await bytesOf(url, creator.cookie);
    const seen = await bytesOf(url, player.cookie);
    expect(seen.equals(original)).toBe(false);
    expect(await difference(seen, original, WALL)).toBeLessThan(4);

    expect((await scanAt(t, player.cookie, 1, stepPlace(area, 1))).matches).toBe(1);
    expect(await stepUrl(player.cookie)).toBe(`${url}?view=original`);
    expect((await bytesOf(url, player.cookie)).equals(original)).toBe(true);
    // The step's own photo URL now answers the finder too, with the original.
    const stepPhoto = `/api/photos/${hunt.waypoints[0]!.photoId}/image`;
    expect((await bytesOf(stepPhoto, player.cookie)).equals(original)).toBe(true);
  });
});
