import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema/users';
import type { DiscoveredMessage, Photo, UserStats } from '@/shared/contract/photos';
import { createPhotoAs, signedInUser } from '../factories';
import { ocrTextOf } from '../support/devset-ocr';
import {
  createHunt,
  newArea,
  scanAt,
  stepPlace,
  waypoint,
  WALK_TO_NEXT_STEP_MS,
} from '../support/hunts';
import { minimalPdf } from '../support/images';
import { scanFrom } from '../support/scans';
import { ADMIN_PASSWORD, createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';

/**
 * Issue 19.9, 'Discovered by me': a finder reads again what they found (GET
 * /api/photos/discovered), Home's nearby card carries the secret for its finder only, and the
 * statistics count what the user found and what others found of theirs.
 */

/** Another photo of the sign in a000.jpg (every message here hides behind that sign). */
const SIGN_SCAN = ocrTextOf('a000-p2.jpg');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let spot = 0;
/** A place of its own for each message, 11 km from the last: one candidate per scan. */
function newPlace() {
  spot += 1;
  return { latitude: 30 + spot * 0.1, longitude: 12 };
}

/** A finder's scan of the sign at `place`; the clock moves on so they may travel there. */
async function discover(cookie: string, place: { latitude: number; longitude: number }) {
  t.clock.advance(60 * 60 * 1000);
  const response = await scanFrom(t, cookie, place, SIGN_SCAN);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ matches: number; photos: Photo[] }>();
}

const discoveredBy = async (cookie: string) => {
  const response = await t.call('GET', '/api/photos/discovered', { cookie });
  expect(response.statusCode).toBe(200);
  return response.json<DiscoveredMessage[]>();
};

const statsOf = async (cookie: string) =>
  (await t.call('GET', '/api/photos/user/stats', { cookie })).json<UserStats>();

const nearbyOf = async (cookie: string, place: { latitude: number; longitude: number }) =>
  (
    await t.call('GET', `/api/photos/nearby?lat=${place.latitude}&lng=${place.longitude}`, {
      cookie,
    })
  ).json<Photo[]>();

describe('GET /api/photos/discovered', () => {
  it("lists the finder's finds with secret, photo, place, creator, date and reward; nobody else's", async () => {
    const creator = await signedInUser(t);
    const finder = await signedInUser(t);
    const other = await signedInUser(t);
    const textPlace = newPlace();
    const pdfPlace = newPlace();
    const text = await createPhotoAs(t, creator.cookie, {
      ...textPlace,
      hiddenMessage: 'The key is under the blue pot',
      publicDescription: 'By the bakery',
      maxScans: 2,
      hasRewards: true,
      rewardAmount: 3,
    });
    const pdf = await createPhotoAs(t, creator.cookie, {
      ...pdfPlace,
      messageType: 'pdf',
      hiddenMessage: '',
      pdfData: minimalPdf('found-document').toString('base64'),
      pdfFileName: 'map of the park.pdf',
      maxScans: 3,
    });
    expect(await discoveredBy(finder.cookie)).toEqual([]);

    const before = Date.now();
    expect((await discover(finder.cookie, textPlace)).matches).toBe(1);
    expect((await discover(finder.cookie, pdfPlace)).matches).toBe(1);

    const list = await discoveredBy(finder.cookie);
    // Newest find first.
    expect(list.map((found) => found.id)).toEqual([pdf.id, text.id]);
    const [foundPdf, foundText] = list;
    expect(foundText).toEqual({
      id: text.id,
      messageType: 'text',
      hiddenMessage: 'The key is under the blue pot',
      pdfFileName: null,
      pdfUrl: null,
      publicDescription: 'By the bakery',
      imageUrl: `/api/photos/${text.id}/image?view=original`,
      thumbnailUrl: `/api/photos/${text.id}/thumbnail?view=original`,
      latitude: textPlace.latitude,
      longitude: textPlace.longitude,
      location: text.location,
      locationLabel: text.locationLabel,
      isGlobal: false,
      user: { id: creator.user.id, nickname: creator.user.nickname },
      createdAt: text.createdAt,
      discoveredAt: expect.any(String),
      // €3 over 2 scans: this finder's share.
      rewardReceived: 1.5,
      rewardType: 'withdrawable',
      hunt: null,
    });
    expect(new Date(foundText!.discoveredAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(foundPdf).toMatchObject({
      id: pdf.id,
      messageType: 'pdf',
      hiddenMessage: null,
      pdfFileName: 'map of the park.pdf',
      pdfUrl: `/api/photos/${pdf.id}/pdf`,
      rewardReceived: 0,
    });

    // The photo in the list is the original, for the finder: their own request gets it.
    const image = await t.call('GET', foundText!.imageUrl, { cookie: finder.cookie });
    expect(image.statusCode).toBe(200);
    // The PDF link opens for the finder; an outsider is refused as if it did not exist.
    const opened = await t.call('GET', foundPdf!.pdfUrl!, { cookie: finder.cookie });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain('found-document');
    expect((await t.call('GET', foundPdf!.pdfUrl!, { cookie: other.cookie })).statusCode).toBe(404);

    // Each user sees only their own finds: not the creator, not another user.
    expect(await discoveredBy(other.cookie)).toEqual([]);
    expect(await discoveredBy(creator.cookie)).toEqual([]);
    expect((await t.call('GET', '/api/photos/discovered')).statusCode).toBe(401);
  });

  it('counts what the user found and what others found of theirs, each on its own', async () => {
    const creator = await signedInUser(t);
    const finder = await signedInUser(t);
    const second = await signedInUser(t);
    const first = newPlace();
    const next = newPlace();
    await createPhotoAs(t, creator.cookie, { ...first, maxScans: 2 });
    await createPhotoAs(t, creator.cookie, { ...next, maxScans: 2 });
    await discover(finder.cookie, first);
    await discover(finder.cookie, next);
    await discover(second.cookie, first);

    expect(await statsOf(finder.cookie)).toMatchObject({ foundByMe: 2, foundByOthers: 0 });
    expect(await statsOf(second.cookie)).toMatchObject({ foundByMe: 1, foundByOthers: 0 });
    expect(await statsOf(creator.cookie)).toMatchObject({
      foundByMe: 0,
      foundByOthers: 3,
      // The existing figures keep their meaning.
      discoveredMessages: 2,
      totalScansReceived: 3,
    });
  });

  it("shows a found hunt step with its hunt's title; a locked one is not there", async () => {
    const creator = await signedInUser(t);
    const player = await signedInUser(t);
    const area = newArea();
    const hunt = await createHunt(t, creator.cookie, {
      title: 'Harbour walk',
      waypoints: [
        await waypoint(area, 1, { hiddenMessage: 'Step one secret' }),
        await waypoint(area, 2, { hiddenMessage: 'Step two secret' }),
      ],
    });
    t.clock.advance(WALK_TO_NEXT_STEP_MS);
    expect((await scanAt(t, player.cookie, 1, stepPlace(area, 1))).matches).toBe(1);

    const list = await discoveredBy(player.cookie);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id: hunt.waypoints[0]!.photoId,
      hiddenMessage: 'Step one secret',
      hunt: { id: hunt.id, title: 'Harbour walk', step: 1 },
    });
    expect(JSON.stringify(list)).not.toContain('Step two secret');
  });

  it('forgets a message its creator deleted; the reward stays in the finder’s history', async () => {
    const creator = await signedInUser(t);
    const finder = await signedInUser(t);
    const place = newPlace();
    const photo = await createPhotoAs(t, creator.cookie, {
      ...place,
      hiddenMessage: 'Soon gone',
      maxScans: 2,
      hasRewards: true,
      rewardAmount: 1,
    });
    await discover(finder.cookie, place);
    expect((await discoveredBy(finder.cookie)).map((found) => found.id)).toEqual([photo.id]);

    const removed = await t.call('DELETE', `/api/photos/${photo.id}`, { cookie: creator.cookie });
    expect(removed.statusCode).toBe(200);
    expect(await discoveredBy(finder.cookie)).toEqual([]);
    expect(await statsOf(finder.cookie)).toMatchObject({ foundByMe: 0 });
    const history = await t.call('GET', '/api/wallet/transactions', { cookie: finder.cookie });
    expect(history.json<Array<{ amount: number }>>().map((row) => row.amount)).toContain(0.5);
  });

  it("names a creator whose account is deleted as nobody (the app's 'Unknown User')", async () => {
    const creator = await signedInUser(t);
    const finder = await signedInUser(t);
    const place = newPlace();
    const photo = await createPhotoAs(t, creator.cookie, { ...place, maxScans: 2 });
    await discover(finder.cookie, place);
    // A deletion that stopped half-way: the account is anonymised, its messages still there
    // until the daily purge (decision 021).
    await t.database.db
      .update(users)
      .set({ nickname: `deleted-${creator.user.id}`, deletedAt: new Date() })
      .where(eq(users.id, creator.user.id));
    const [found] = await discoveredBy(finder.cookie);
    expect(found).toMatchObject({ id: photo.id, user: null });
  });
});

describe('the reward received', () => {
  /** A payout account whose onboarding named `bankAccount`, as the sandbox's page does it. */
  async function payoutsTo(cookie: string, bankAccount: string) {
    const link = await t.call('POST', '/api/stripe/onboarding-link', { cookie });
    const account = new URL(link.json<{ url: string }>().url).searchParams.get('account')!;
    const done = await t.call('POST', `/api/sandbox/accounts/${account}/complete-onboarding`, {
      cookie,
      body: { bankAccount },
    });
    expect(done.statusCode).toBe(200);
  }

  it('is what the ledger paid: a reward the office returned to its creator is not received', async () => {
    const bank = 'DE89 3704 0044 0532 0130 00';
    const creator = await signedInUser(t);
    const finder = await signedInUser(t);
    await payoutsTo(creator.cookie, bank);
    await payoutsTo(finder.cookie, bank);
    const place = newPlace();
    const photo = await createPhotoAs(t, creator.cookie, {
      ...place,
      maxScans: 1,
      hasRewards: true,
      rewardAmount: 2,
    });
    await discover(finder.cookie, place);
    // Pending during its hold, but received.
    expect((await discoveredBy(finder.cookie))[0]).toMatchObject({
      id: photo.id,
      rewardReceived: 2,
    });

    // The finder and the creator pay out to one bank account: the office sees it, and rejects it.
    t.clock.advance(8 * 24 * 60 * 60 * 1000);
    expect((await t.app.releaseRewards()).review).toBeGreaterThanOrEqual(1);
    const admin = sessionCookieOf(
      await t.call('POST', '/api/auth/login', {
        body: { nickname: 'admin', password: ADMIN_PASSWORD },
      }),
    );
    const held = (await t.call('GET', '/api/office/rewards/held', { cookie: admin }))
      .json<Array<{ id: number; finder: { id: number } }>>()
      .find((item) => item.finder.id === finder.user.id)!;
    const rejected = await t.call('POST', `/api/office/rewards/${held.id}/decision`, {
      cookie: admin,
      body: { decision: 'reject' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await discoveredBy(finder.cookie))[0]).toMatchObject({
      id: photo.id,
      rewardReceived: 0,
    });
  });
});

describe("Home's nearby card", () => {
  it('carries the secret to its finder, and to no one else', async () => {
    const creator = await signedInUser(t);
    const finder = await signedInUser(t);
    const stranger = await signedInUser(t);
    const place = newPlace();
    const photo = await createPhotoAs(t, creator.cookie, {
      ...place,
      hiddenMessage: 'Nearby secret for the finder',
      maxScans: 3,
    });
    const before = (await nearbyOf(finder.cookie, place)).find((p) => p.id === photo.id);
    expect(before).toMatchObject({ discoveredByMe: false });
    expect(before).not.toHaveProperty('hiddenMessage');

    await discover(finder.cookie, place);
    const found = (await nearbyOf(finder.cookie, place)).find((p) => p.id === photo.id);
    expect(found).toMatchObject({
      discoveredByMe: true,
      hiddenMessage: 'Nearby secret for the finder',
    });
    const strangers = (await nearbyOf(stranger.cookie, place)).find((p) => p.id === photo.id);
    expect(strangers).toMatchObject({ discoveredByMe: false });
    expect(strangers).not.toHaveProperty('hiddenMessage');
    // Its creator reads it too, but did not discover it.
    const own = (await nearbyOf(creator.cookie, place)).find((p) => p.id === photo.id);
    expect(own).toMatchObject({ discoveredByMe: false, isOwner: true });
  });
});
