import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanResponse } from '@/shared/contract/scan';
import { discoveries, photos } from '@/server/db/schema/photos';
import { createPhotoAs, fixturePhoto, signedInUser } from '../factories';
import { ocrTextOf } from '../support/devset-ocr';
import { multipartBody } from '../support/multipart';
import { createTestApp, type TestApp } from '../support/test-app';
import { withAnalysisToken } from '../support/scan-tokens';

// Each test hides its message at its own spot, far from the others.
let spot = 0;
const newSpot = () => ({ latitude: 40 + spot++ * 0.1, longitude: 20 });
/** About `metres` north of a spot. */
const metresNorth = (place: { latitude: number; longitude: number }, metres: number) => ({
  userLatitude: place.latitude + metres / 111_195,
  userLongitude: place.longitude,
  userAccuracy: 10,
});

const SIGN_SCAN = ocrTextOf('a000-p2.jpg'); // another photo of the sign in a000.jpg
const PAGE_SCAN = ocrTextOf('a003-p2.jpg'); // another photo of the page in a003.jpg
const OTHER_SIGN = ocrTextOf('n000.jpg');
const OTHER_PAGE = ocrTextOf('n003.jpg');

let t: TestApp;
let creator: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  creator = await signedInUser(t);
});
afterAll(() => t.close());

const scan = async (cookie: string, body: object) =>
  t.call('POST', '/api/scan', { cookie, body: await withAnalysisToken(t, cookie, body) });
const scanGlobal = async (cookie: string, text: string) =>
  t.call('POST', '/api/scan/global', {
    cookie,
    body: await withAnalysisToken(t, cookie, { text }),
  });
const row = (id: number) =>
  t.database.db
    .select()
    .from(photos)
    .where(eq(photos.id, id))
    .then((rows) => rows[0]!);

async function createGlobal(fields: Record<string, string | number | boolean> = {}) {
  const { body, contentType } = multipartBody(
    { messageType: 'text', hiddenMessage: 'Page secret', maxScans: 5, ...fields },
    {
      field: 'image',
      bytes: await fixturePhoto('a003'),
      filename: 'page.jpg',
      contentType: 'image/jpeg',
    },
  );
  const response = await t.call('POST', '/api/photos/global', {
    body,
    cookie: creator.cookie,
    headers: { 'content-type': contentType },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ photo: { id: number } }>().photo;
}

describe('POST /api/scan', () => {
  it('discovers a message from 50 m, revealing it, but not from 150 m', async () => {
    const place = newSpot();
    const photo = await createPhotoAs(t, creator.cookie, {
      ...place,
      hiddenMessage: 'Behind the refuge',
      maxScans: 3,
    });
    const far = await signedInUser(t);
    const tooFar = await scan(far.cookie, { text: SIGN_SCAN, ...metresNorth(place, 150) });
    expect(tooFar.statusCode).toBe(200);
    // Out of range: not found, but told it is near (issue 19; tests/api/scan-near-miss.test.ts).
    expect(tooFar.json()).toEqual({
      matches: 0,
      photos: [],
      miss: { kind: 'nearby', distanceM: 150, direction: 'south' },
    });

    const near = await signedInUser(t);
    const found = await scan(near.cookie, { text: SIGN_SCAN, ...metresNorth(place, 50) });
    const body = found.json<ScanResponse>();
    expect(body.matches).toBe(1);
    expect(body.photos[0]).toMatchObject({
      id: photo.id,
      hiddenMessage: 'Behind the refuge',
      currentScans: 1,
      isUnlocked: true,
    });
    expect((await row(photo.id)).currentScans).toBe(1);
  });

  it('never reveals a message for unrelated text, nor for empty text', async () => {
    const place = newSpot();
    await createPhotoAs(t, creator.cookie, { ...place });
    const scanner = await signedInUser(t);
    for (const text of [OTHER_SIGN, '', 'Mountain', 'refuge water']) {
      const response = await scan(scanner.cookie, { text, ...metresNorth(place, 10) });
      expect(response.json()).toEqual({ matches: 0, photos: [] });
    }
  });

  it("never discovers the scanner's own message", async () => {
    const place = newSpot();
    await createPhotoAs(t, creator.cookie, { ...place });
    const response = await scan(creator.cookie, { text: SIGN_SCAN, ...metresNorth(place, 5) });
    expect(response.json<ScanResponse>().matches).toBe(0);
  });

  it('lets only the target discover a private message', async () => {
    const place = newSpot();
    const target = await signedInUser(t);
    const other = await signedInUser(t);
    const photo = await createPhotoAs(t, creator.cookie, {
      ...place,
      isPrivate: true,
      targetUsername: target.user.nickname,
    });
    const byOther = await scan(other.cookie, { text: SIGN_SCAN, ...metresNorth(place, 5) });
    expect(byOther.json<ScanResponse>().matches).toBe(0);
    const byTarget = await scan(target.cookie, { text: SIGN_SCAN, ...metresNorth(place, 5) });
    expect(byTarget.json<ScanResponse>().photos.map((p) => p.id)).toEqual([photo.id]);
  });

  it('counts a repeat scan once and reveals it again', async () => {
    const place = newSpot();
    const photo = await createPhotoAs(t, creator.cookie, { ...place, maxScans: 1 });
    const finder = await signedInUser(t);
    const first = await scan(finder.cookie, { text: SIGN_SCAN, ...metresNorth(place, 5) });
    expect(first.json<ScanResponse>().matches).toBe(1);
    // Exhausted now, but its finder may still see it again.
    const again = await scan(finder.cookie, { text: SIGN_SCAN, ...metresNorth(place, 5) });
    expect(again.json<ScanResponse>().photos[0]).toMatchObject({
      id: photo.id,
      hiddenMessage: photo.hiddenMessage,
    });
    expect((await row(photo.id)).currentScans).toBe(1);
    const latecomer = await signedInUser(t);
    const late = await scan(latecomer.cookie, { text: SIGN_SCAN, ...metresNorth(place, 5) });
    expect(late.json<ScanResponse>().matches).toBe(0);
  });

  it('gives the last discovery to exactly one of 20 simultaneous scanners', async () => {
    const place = newSpot();
    const photo = await createPhotoAs(t, creator.cookie, { ...place, maxScans: 1 });
    const scanners = await Promise.all(Array.from({ length: 20 }, () => signedInUser(t)));
    const responses = await Promise.all(
      scanners.map((s) => scan(s.cookie, { text: SIGN_SCAN, ...metresNorth(place, 20) })),
    );
    const winners = responses.filter((r) => r.json<ScanResponse>().matches === 1);
    expect(winners).toHaveLength(1);
    expect((await row(photo.id)).currentScans).toBe(1);
    const found = await t.database.db
      .select()
      .from(discoveries)
      .where(eq(discoveries.photoId, photo.id));
    expect(found).toHaveLength(1);
  });

  it('refuses bad coordinates, missing text and signed-out scanners', async () => {
    const scanner = await signedInUser(t);
    expect(
      (
        await scan(scanner.cookie, {
          text: 'x',
          userLatitude: 91,
          userLongitude: 0,
          userAccuracy: 10,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await scan(scanner.cookie, { userLatitude: 1, userLongitude: 1, userAccuracy: 10 }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await scan(scanner.cookie, {
          text: 'x',
          userLatitude: '1',
          userLongitude: 1,
          userAccuracy: 10,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call('POST', '/api/scan', {
          body: { text: 'x', userLatitude: 1, userLongitude: 1, userAccuracy: 10 },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('POST /api/scan/global', () => {
  it('discovers a book page from anywhere, and never for another page', async () => {
    const photo = await createGlobal({ hiddenMessage: 'Chapter two secret' });
    const reader = await signedInUser(t);
    const other = await scanGlobal(reader.cookie, OTHER_PAGE);
    expect(other.json()).toEqual({ matches: 0, photos: [] });
    const found = await scanGlobal(reader.cookie, PAGE_SCAN);
    expect(found.json<ScanResponse>().photos.map((p) => [p.id, p.hiddenMessage])).toContainEqual([
      photo.id,
      'Chapter two secret',
    ]);
  });

  it('finds a page whose every indexed gram is common: its rarest few are asked for anyway', async () => {
    const photo = await createGlobal({ hiddenMessage: 'Common words secret' });
    // As if 100 000 other pages held each of its grams: all beyond the postings budget.
    await t.database.db.execute(sql`UPDATE global_gram_frequency SET messages = messages + 100000
      WHERE gram IN (SELECT gram FROM global_text_grams WHERE photo_id = ${photo.id})`);
    const reader = await signedInUser(t);
    const found = await scanGlobal(reader.cookie, PAGE_SCAN);
    expect(found.json<ScanResponse>().photos.map((p) => p.id)).toContain(photo.id);
  });

  it('needs about a line of text: a few words never match globally', async () => {
    await createGlobal();
    const reader = await signedInUser(t);
    const response = await scanGlobal(reader.cookie, 'Added a new program');
    expect(response.json<ScanResponse>().matches).toBe(0);
  });
});
