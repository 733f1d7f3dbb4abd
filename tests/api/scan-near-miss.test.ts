// Issue 19, point 8: a local scan that finds nothing says why when its text is a message's:
// 'nearby' for a message the finder could discover 100 m to 1 km away (distance rounded to
// 50 m, one of eight compass points, never a position), 'huntStep' for a step of their hunt
// scanned at its place out of turn. Never for what the finder may not discover, never a
// discovery, a count or a payment, and only for a scan that passed every check of decision 011.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanResponse } from '@/shared/contract/scan';
import type { Wallet } from '@/shared/contract/wallet';
import { discoveries, photos } from '@/server/db/schema/photos';
import { scanUsage } from '@/server/db/schema/scan-guards';
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
import { createTestApp, type TestApp } from '../support/test-app';
import { withAnalysisToken } from '../support/scan-tokens';

const SIGN_SCAN = ocrTextOf('a000-p2.jpg'); // another photo of the sign in a000.jpg
const OTHER_SIGN = ocrTextOf('n000.jpg');

let spot = 0;
/** Each test's own spot, far from every other test's and from the hunts' areas. */
const newSpot = () => ({ latitude: -20 - spot++ * 0.1, longitude: 40 });
type Place = { latitude: number; longitude: number };
/** `metres` from `place` towards `bearing` (degrees from north); flat earth is enough here. */
function offset(place: Place, metres: number, bearing: number): Place {
  const rad = (bearing * Math.PI) / 180;
  const north = (metres * Math.cos(rad)) / 111_195;
  const east = (metres * Math.sin(rad)) / (111_195 * Math.cos((place.latitude * Math.PI) / 180));
  return { latitude: place.latitude + north, longitude: place.longitude + east };
}

let t: TestApp;
let creator: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT: '1000', SCANS_PER_MINUTE: '1000', REWARD_HOLD_DAYS: '0' },
  });
  creator = await signedInUser(t, { walletEuros: 100 });
});
afterAll(() => t.close());

async function scanFrom(cookie: string, place: Place, text = SIGN_SCAN, token?: string) {
  const body = await withAnalysisToken(t, cookie, {
    text,
    userLatitude: place.latitude,
    userLongitude: place.longitude,
    userAccuracy: 10,
  });
  return t.call('POST', '/api/scan', {
    cookie,
    body: token === undefined ? body : { ...body, analysisToken: token },
  });
}
async function replyFrom(cookie: string, place: Place, text = SIGN_SCAN) {
  const response = await scanFrom(cookie, place, text);
  expect(response.statusCode).toBe(200);
  return response.json<ScanResponse>();
}
const nothing = { matches: 0, photos: [] };
const row = (id: number) =>
  t.database.db
    .select()
    .from(photos)
    .where(eq(photos.id, id))
    .then((rows) => rows[0]!);
const discoveriesOf = (id: number) =>
  t.database.db.select().from(discoveries).where(eq(discoveries.photoId, id));

describe('a near miss', () => {
  it('says how far (to 50 m) and which way, and nothing else: no position, no secret', async () => {
    const place = newSpot();
    const photo = await createPhotoAs(t, creator.cookie, {
      ...place,
      hiddenMessage: 'Under the third step',
      maxScans: 1,
      hasRewards: true,
      rewardAmount: 2,
    });
    const finder = await signedInUser(t, { walletEuros: 0 });
    const response = await scanFrom(finder.cookie, offset(place, 180, 225));
    expect(response.statusCode).toBe(200);
    // The whole reply, byte for byte: a rounded distance and a compass point, nothing more.
    expect(response.json()).toEqual({
      ...nothing,
      miss: { kind: 'nearby', distanceM: 200, direction: 'north-east' },
    });
    expect(response.body).not.toContain('Under the third step');
    expect(response.body).not.toContain(String(place.latitude).slice(0, 5));

    // Not a discovery: nothing counted, nothing paid, the one scan still there to find.
    expect((await row(photo.id)).currentScans).toBe(0);
    expect(await discoveriesOf(photo.id)).toEqual([]);
    const wallet = (await t.call('GET', '/api/wallet', { cookie: finder.cookie })).json<Wallet>();
    expect(wallet.withdrawableBalance).toBe(0);
    t.clock.advance(WALK_TO_NEXT_STEP_MS);
    const found = await replyFrom(finder.cookie, offset(place, 20, 225));
    expect(found.matches).toBe(1);
    expect(found.miss).toBeUndefined();
    expect(found.photos[0]).toMatchObject({ hiddenMessage: 'Under the third step' });
  });

  it('points the eight ways, rounds to 50 m, and stops at 1 km', async () => {
    const place = newSpot();
    await createPhotoAs(t, creator.cookie, { ...place, maxScans: 5 });
    const cases: Array<[number, number, ScanResponse['miss']]> = [
      // [metres from the spot, bearing of the finder from the spot, what they are told]
      [120, 180, { kind: 'nearby', distanceM: 100, direction: 'north' }],
      [180, 270, { kind: 'nearby', distanceM: 200, direction: 'east' }],
      [430, 0, { kind: 'nearby', distanceM: 450, direction: 'south' }],
      [640, 90, { kind: 'nearby', distanceM: 650, direction: 'west' }],
      [300, 135, { kind: 'nearby', distanceM: 300, direction: 'north-west' }],
      [300, 315, { kind: 'nearby', distanceM: 300, direction: 'south-east' }],
      [300, 45, { kind: 'nearby', distanceM: 300, direction: 'south-west' }],
      [980, 225, { kind: 'nearby', distanceM: 1000, direction: 'north-east' }],
      [1_030, 225, undefined],
      [3_000, 0, undefined],
    ];
    for (const [metres, bearing, miss] of cases) {
      // A new finder each time: one person does not jump between these places.
      const finder = await signedInUser(t);
      const reply = await replyFrom(finder.cookie, offset(place, metres, bearing));
      expect(reply, `${metres} m at ${bearing}°`).toEqual(miss ? { ...nothing, miss } : nothing);
    }
  });

  it('needs the text to match: other text, or too little of it, hears nothing', async () => {
    const place = newSpot();
    await createPhotoAs(t, creator.cookie, { ...place, maxScans: 5 });
    for (const text of [OTHER_SIGN, 'Mountain', '']) {
      const finder = await signedInUser(t);
      expect(await replyFrom(finder.cookie, offset(place, 300, 0), text)).toEqual(nothing);
    }
    // From the same place, the sign's own text is told.
    const finder = await signedInUser(t);
    expect((await replyFrom(finder.cookie, offset(place, 300, 0))).miss).toMatchObject({
      kind: 'nearby',
    });
  });

  it('is never about a private message meant for someone else, only to its target', async () => {
    const place = newSpot();
    const target = await signedInUser(t);
    await createPhotoAs(t, creator.cookie, {
      ...place,
      isPrivate: true,
      targetUsername: target.user.nickname,
    });
    const other = await signedInUser(t);
    expect(await replyFrom(other.cookie, offset(place, 300, 0))).toEqual(nothing);
    expect((await replyFrom(target.cookie, offset(place, 300, 0))).miss).toEqual({
      kind: 'nearby',
      distanceM: 300,
      direction: 'south',
    });
  });

  it('is never about a used-up, withdrawn, own or already found message', async () => {
    const place = newSpot();
    const photo = await createPhotoAs(t, creator.cookie, { ...place, maxScans: 1 });
    const first = await signedInUser(t);
    expect((await replyFrom(first.cookie, offset(place, 10, 0))).matches).toBe(1);
    // Used up: nobody else could discover it.
    const late = await signedInUser(t);
    expect(await replyFrom(late.cookie, offset(place, 300, 0))).toEqual(nothing);
    // The one who found it has nothing left to find there.
    t.clock.advance(WALK_TO_NEXT_STEP_MS);
    expect(await replyFrom(first.cookie, offset(place, 300, 0))).toEqual(nothing);
    // Its creator hid it.
    expect(await replyFrom(creator.cookie, offset(place, 300, 0))).toEqual(nothing);

    // Open again, but held by moderation: withdrawn from discovery, so no near miss either.
    await t.database.db
      .update(photos)
      .set({ maxScans: 5, moderation: 'held' })
      .where(eq(photos.id, photo.id));
    const another = await signedInUser(t);
    expect(await replyFrom(another.cookie, offset(place, 300, 0))).toEqual(nothing);
    await t.database.db
      .update(photos)
      .set({ moderation: sql`DEFAULT` })
      .where(eq(photos.id, photo.id));
    const yetAnother = await signedInUser(t);
    expect((await replyFrom(yetAnother.cookie, offset(place, 300, 0))).miss).toMatchObject({
      kind: 'nearby',
    });
  });

  it('comes only after the checks of decisions 010 and 011, and counts as a scan', async () => {
    const place = newSpot();
    await createPhotoAs(t, creator.cookie, { ...place, maxScans: 5 });
    const finder = await signedInUser(t);
    // Text the server did not read for them: refused before anything is looked at.
    const forged = await scanFrom(finder.cookie, offset(place, 300, 0), SIGN_SCAN, 'forged');
    expect(forged.statusCode).toBe(403);
    expect(forged.body).not.toContain('nearby');
    // A first accepted scan fixes where they are; a scan from 5 km away a second later is
    // refused as travel, so no one can collect near misses from places they are not.
    expect((await replyFrom(finder.cookie, offset(place, 300, 0))).miss).toBeDefined();
    const jump = await scanFrom(finder.cookie, offset(place, 5_000, 90));
    expect(jump.statusCode).toBe(422);
    expect(jump.json()).toMatchObject({ code: 'IMPLAUSIBLE_TRAVEL' });
    expect(jump.body).not.toContain('nearby');
    const counted = await t.database.db
      .select()
      .from(scanUsage)
      .where(eq(scanUsage.bucket, `scans:user:${finder.user.id}`));
    // Both scans it judged were counted by fair use (the refused travel one too, decision 011).
    expect(counted).toHaveLength(2);
  });
});

describe('a hunt step out of turn', () => {
  async function linearHunt(title: string, overrides: object = {}, options: object = {}) {
    const area = newArea();
    const hunt = await createHunt(t, creator.cookie, {
      title,
      waypoints: [
        await waypoint(area, 1, overrides),
        await waypoint(area, 2, overrides),
        await waypoint(area, 3, overrides),
      ],
      ...options,
    });
    return { area, hunt };
  }
  const walk = () => t.clock.advance(WALK_TO_NEXT_STEP_MS);

  it('names the step, the hunt and the step to find first, and discovers nothing', async () => {
    const { area, hunt } = await linearHunt('Harbour signs');
    const player = await signedInUser(t);
    const early = await scanAt(t, player.cookie, 3, stepPlace(area, 3));
    expect(early).toEqual({
      ...nothing,
      miss: {
        kind: 'huntStep',
        huntTitle: 'Harbour signs',
        stepNumber: 3,
        reason: 'order',
        firstStep: 1,
      },
    });
    expect(await discoveriesOf(hunt.waypoints[2]!.photoId!)).toEqual([]);
    expect((await row(hunt.waypoints[2]!.photoId!)).currentScans).toBe(0);

    walk();
    expect((await scanAt(t, player.cookie, 1, stepPlace(area, 1))).matches).toBe(1);
    walk();
    expect((await scanAt(t, player.cookie, 3, stepPlace(area, 3))).miss).toMatchObject({
      stepNumber: 3,
      reason: 'order',
      firstStep: 2,
    });
  });

  it('says nothing of a hunt with a step private to someone else', async () => {
    const area = newArea();
    const target = await signedInUser(t);
    await createHunt(t, creator.cookie, {
      title: 'For one friend',
      waypoints: [
        await waypoint(area, 1),
        await waypoint(area, 2, { isPrivate: true, targetUsername: target.user.nickname }),
        await waypoint(area, 3),
      ],
    });
    const stranger = await signedInUser(t);
    expect(await scanAt(t, stranger.cookie, 3, stepPlace(area, 3))).toEqual(nothing);
    expect((await scanAt(t, target.cookie, 3, stepPlace(area, 3))).miss).toMatchObject({
      huntTitle: 'For one friend',
      stepNumber: 3,
      firstStep: 1,
    });
  });

  it('gives no near miss for a locked step, only for the step whose turn it is', async () => {
    const { area } = await linearHunt('Locked ahead');
    const player = await signedInUser(t);
    // 300 m south of step 2 (locked) and of step 1 (active) in turn.
    const nearStep2 = offset(stepPlace(area, 2), 300, 180);
    const reply = await replyFrom(player.cookie, nearStep2, ocrTextOf('a004-p1.jpg'));
    expect(reply).toEqual(nothing);
    walk();
    const nearStep1 = offset(stepPlace(area, 1), 300, 180);
    expect((await replyFrom(player.cookie, nearStep1, ocrTextOf('a000-p2.jpg'))).miss).toEqual({
      kind: 'nearby',
      distanceM: 300,
      direction: 'north',
    });
  });

  it('says a finished hunt is finished, and a hunt outside its window so', async () => {
    const { area: someArea } = await linearHunt(
      'Two of three',
      {},
      {
        stepOrder: 'some',
        requiredSteps: 2,
      },
    );
    const player = await signedInUser(t);
    expect((await scanAt(t, player.cookie, 1, stepPlace(someArea, 1))).matches).toBe(1);
    walk();
    expect((await scanAt(t, player.cookie, 2, stepPlace(someArea, 2))).matches).toBe(1);
    walk();
    expect((await scanAt(t, player.cookie, 3, stepPlace(someArea, 3))).miss).toEqual({
      kind: 'huntStep',
      huntTitle: 'Two of three',
      stepNumber: 3,
      reason: 'finished',
      firstStep: null,
    });

    const soon = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const { area } = await linearHunt('Not yet', {}, { startsAt: soon });
    t.clock.advance(10 * 60_000); // a new area, 22 km away
    expect((await scanAt(t, player.cookie, 1, stepPlace(area, 1))).miss).toMatchObject({
      reason: 'notStarted',
      stepNumber: 1,
    });
  });
});
