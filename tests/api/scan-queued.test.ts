import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScanResponse } from '@/shared/contract/scan';
import type { Wallet } from '@/shared/contract/wallet';
import { discoveries } from '@/server/db/schema/photos';
import { scanPositions, scanReplays, scanUsage } from '@/server/db/schema/scan-guards';
import { createPhotoAs, fixturePhoto, signedInUser } from '../factories';
import { multipartBody } from '../support/multipart';
import { ocrTextOf } from '../support/devset-ocr';
import { withAnalysisToken } from '../support/scan-tokens';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * Issue 21, point 2 (decision 027): a scan made without signal waits on the phone and is sent
 * when the connection returns, stamped with the time its photo was taken and an idempotency
 * key. The server judges it by the position and time it recorded, within 24 hours, under the
 * same rules as any scan; every send of one key gets the first reply and nothing is counted,
 * discovered or paid twice.
 */
const SIGN_SCAN = ocrTextOf('a000-p2.jpg');
const BOOK_SCAN = ocrTextOf('a003-p2.jpg');
const HOUR_MS = 3_600_000;
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const LYON = { latitude: 45.764, longitude: 4.8357 }; // 391 km from Paris

let spot = 0;
const newSpot = () => ({ latitude: 30 + spot++ * 0.5, longitude: -100 });

let t: TestApp;
let creator: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
  creator = await signedInUser(t);
});
afterAll(() => t.close());

type Place = { latitude: number; longitude: number };
type Queued = { capturedAt?: unknown; idempotencyKey?: unknown; accuracy?: number };

/** A scan of the sign from `place`, as the outbox sends one: read now, recorded then. */
async function queuedScan(cookie: string, place: Place, queued: Queued = {}) {
  const { accuracy = 10, ...rest } = queued;
  return t.call('POST', '/api/scan', {
    cookie,
    body: await withAnalysisToken(t, cookie, {
      text: SIGN_SCAN,
      userLatitude: place.latitude,
      userLongitude: place.longitude,
      userAccuracy: accuracy,
      ...rest,
    }),
  });
}
const ago = (ms: number) => new Date(t.clock.now().getTime() - ms).toISOString();

const discoveriesOf = (userId: number) =>
  t.database.db.select().from(discoveries).where(eq(discoveries.userId, userId));
const lastPositionOf = (userId: number) =>
  t.database.db
    .select()
    .from(scanPositions)
    .where(eq(scanPositions.userId, userId))
    .then((rows) => rows[0]);
const scansCounted = (userId: number) =>
  t.database.db
    .select()
    .from(scanUsage)
    .where(eq(scanUsage.bucket, `scans:user:${userId}`))
    .then((rows) => rows.length);
const walletOf = async (cookie: string) =>
  (await t.call('GET', '/api/wallet', { cookie })).json<Wallet>();

describe('a scan taken earlier', () => {
  it('is judged where and when it was taken, and its time becomes the last fix', async () => {
    const place = newSpot();
    const photo = await createPhotoAs(t, creator.cookie, { ...place, maxScans: 5 });
    const finder = await signedInUser(t);
    const capturedAt = ago(3 * HOUR_MS);

    const sent = await queuedScan(finder.cookie, place, { capturedAt });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<ScanResponse>().photos.map((p) => p.id)).toEqual([photo.id]);
    expect((await lastPositionOf(finder.user.id))?.scannedAt.toISOString()).toBe(capturedAt);
  });

  it('lets a trip through that the time between the photos allows, and refuses one it does not', async () => {
    const traveller = await signedInUser(t);
    // In Lyon now; a photo taken in Paris 2 hours ago (391 km: 196 km/h) fits before it.
    expect((await queuedScan(traveller.cookie, LYON)).statusCode).toBe(200);
    const paris = await queuedScan(traveller.cookie, PARIS, { capturedAt: ago(2 * HOUR_MS) });
    expect(paris.statusCode, paris.body).toBe(200);
    // The latest fix stays Lyon's: a photo from before it does not move it back.
    expect(await lastPositionOf(traveller.user.id)).toMatchObject(LYON);

    // Paris 30 minutes ago would mean about 780 km/h to be in Lyon now.
    const tooFast = await queuedScan(traveller.cookie, PARIS, { capturedAt: ago(HOUR_MS / 2) });
    expect(tooFast.statusCode).toBe(422);
    expect(tooFast.json()).toEqual({
      code: 'IMPLAUSIBLE_TRAVEL',
      error:
        'This scan was taken 30 minutes from another of yours 391 km away: nobody travels faster than 300 km/h, so both cannot be where you were.',
      message: {
        key: 'server_travel_out_of_line',
        params: { apartMs: expect.any(Number), distanceKm: expect.any(Number), maxKmh: 300 },
      },
    });
  });

  it('cannot be backdated into two places: it is judged against the fixes on both sides', async () => {
    const cheat = await signedInUser(t);
    expect((await queuedScan(cheat.cookie, LYON)).statusCode).toBe(200);
    // Paris 3 hours ago fits before Lyon now...
    expect(
      (await queuedScan(cheat.cookie, PARIS, { capturedAt: ago(3 * HOUR_MS) })).statusCode,
    ).toBe(200);
    // ...but not Lyon again 2 h 55 ago, 5 minutes after Paris, though it fits Lyon now.
    const hop = await queuedScan(cheat.cookie, LYON, { capturedAt: ago(2.9 * HOUR_MS) });
    expect(hop.statusCode).toBe(422);
    expect(hop.json()).toMatchObject({ code: 'IMPLAUSIBLE_TRAVEL' });
    // Nor Lyon 3 h 5 ago, 5 minutes before Paris.
    const before = await queuedScan(cheat.cookie, LYON, { capturedAt: ago(3.1 * HOUR_MS) });
    expect(before.statusCode).toBe(422);
  });

  it('is refused past 24 hours or ahead of the clock, recording and counting nothing', async () => {
    const place = newSpot();
    await createPhotoAs(t, creator.cookie, { ...place, maxScans: 5 });
    const finder = await signedInUser(t);

    const stale = await queuedScan(finder.cookie, place, { capturedAt: ago(24 * HOUR_MS + 1000) });
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toEqual({
      code: 'CAPTURED_AT_OUT_OF_RANGE',
      error:
        'This scan was taken more than 24 hours ago: a scan waiting to be sent is checked within a day of its photo. Please scan the text again.',
      message: { key: 'server_scan_was_taken_more', params: {} },
    });
    const future = await queuedScan(finder.cookie, place, { capturedAt: ago(-6 * 60_000) });
    expect(future.statusCode).toBe(422);
    expect(future.json()).toMatchObject({ code: 'CAPTURED_AT_OUT_OF_RANGE' });
    expect(await discoveriesOf(finder.user.id)).toEqual([]);
    expect(await lastPositionOf(finder.user.id)).toBeUndefined();
    expect(await scansCounted(finder.user.id)).toBe(0);

    // A phone's clock a minute fast is taken as now; 23 hours old is still in time.
    const fastClock = ago(-60_000);
    const fast = await queuedScan(finder.cookie, place, { capturedAt: fastClock });
    expect(fast.statusCode, fast.body).toBe(200);
    const fix = await lastPositionOf(finder.user.id);
    expect(fix!.scannedAt.getTime()).toBeLessThan(Date.parse(fastClock));
    const other = await signedInUser(t);
    const late = await queuedScan(other.cookie, place, { capturedAt: ago(23 * HOUR_MS) });
    expect(late.statusCode, late.body).toBe(200);
  });

  it('refuses a capture time or a key that is not one, with 400', async () => {
    const finder = await signedInUser(t);
    const place = newSpot();
    for (const queued of [
      { capturedAt: 'yesterday' },
      { capturedAt: 1_700_000_000_000 },
      { capturedAt: '2026-05-01T14:02:00' }, // no zone: whose 14:02?
      { idempotencyKey: 'short' },
      { idempotencyKey: 'a key with spaces in it' },
      { idempotencyKey: 'x'.repeat(101) },
      { idempotencyKey: '../../etc/passwd-000000' },
      { idempotencyKey: 42 },
    ]) {
      const response = await queuedScan(finder.cookie, place, queued);
      expect(response.statusCode, JSON.stringify(queued)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    }
    expect(await scansCounted(finder.user.id)).toBe(0);
  });
});

describe('a scan sent more than once', () => {
  it('answers every send of a key with the first reply, counting, discovering and paying once', async () => {
    const place = newSpot();
    const photo = await createPhotoAs(t, creator.cookie, {
      ...place,
      maxScans: 5,
      hasRewards: true,
      rewardAmount: 5,
    });
    const finder = await signedInUser(t, { walletEuros: 0 });
    const idempotencyKey = randomUUID();
    const capturedAt = ago(HOUR_MS);

    const first = await queuedScan(finder.cookie, place, { capturedAt, idempotencyKey });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<ScanResponse>().photos[0]).toMatchObject({ id: photo.id, rewardEarned: 1 });
    t.clock.advance(60_000);
    // The connection dropped before the reply arrived: the outbox sends it again, read again.
    const again = await queuedScan(finder.cookie, place, { capturedAt, idempotencyKey });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    expect(await discoveriesOf(finder.user.id)).toHaveLength(1);
    expect(await scansCounted(finder.user.id)).toBe(1);
    expect((await walletOf(finder.cookie)).pendingBalance).toBe(1);

    // Without a key, the same scan is a new one: counted, and it earns nothing the second time.
    const unkeyed = await queuedScan(finder.cookie, place, { capturedAt });
    expect(unkeyed.json<ScanResponse>().photos[0]).toMatchObject({ rewardEarned: 0 });
    expect(await scansCounted(finder.user.id)).toBe(2);
  });

  it('sent many times at once, runs once: one discovery, one count, the same reply to all', async () => {
    const place = newSpot();
    await createPhotoAs(t, creator.cookie, {
      ...place,
      maxScans: 5,
      hasRewards: true,
      rewardAmount: 5,
    });
    const finder = await signedInUser(t, { walletEuros: 0 });
    const idempotencyKey = randomUUID();
    const capturedAt = ago(HOUR_MS);
    const sends = await Promise.all(
      Array.from({ length: 6 }, () =>
        queuedScan(finder.cookie, place, { capturedAt, idempotencyKey }),
      ),
    );
    expect(sends.map((send) => send.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const replies = sends.map((send) => send.json<ScanResponse>());
    for (const reply of replies) expect(reply).toEqual(replies[0]);
    expect(replies[0]?.photos[0]).toMatchObject({ rewardEarned: 1 });
    expect(await discoveriesOf(finder.user.id)).toHaveLength(1);
    expect(await scansCounted(finder.user.id)).toBe(1);
    expect((await walletOf(finder.cookie)).pendingBalance).toBe(1);
  });

  it('refuses the key with another recorded scan, and keeps keys apart per user and per check', async () => {
    const place = newSpot();
    await createPhotoAs(t, creator.cookie, { ...place, maxScans: 5 });
    const finder = await signedInUser(t);
    const idempotencyKey = randomUUID();
    const capturedAt = ago(HOUR_MS);
    expect(
      (await queuedScan(finder.cookie, place, { capturedAt, idempotencyKey })).statusCode,
    ).toBe(200);
    const elsewhere = await queuedScan(finder.cookie, newSpot(), { capturedAt, idempotencyKey });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      error:
        'This idempotency key was already used for another scan. Send each scan with a key of its own.',
      message: { key: 'server_idempotency_key_was_already', params: {} },
    });
    const later = await queuedScan(finder.cookie, place, { capturedAt: ago(0), idempotencyKey });
    expect(later.statusCode).toBe(422);
    expect(await scansCounted(finder.user.id)).toBe(1);

    // Another user's key is theirs: the same string runs their own scan.
    const other = await signedInUser(t);
    const theirs = await queuedScan(other.cookie, place, { capturedAt, idempotencyKey });
    expect(theirs.json<ScanResponse>().matches).toBe(1);
    // The global check of the same queued scan has the same key, and runs on its own.
    const book = await t.call('POST', '/api/scan/global', {
      cookie: finder.cookie,
      body: await withAnalysisToken(t, finder.cookie, { text: BOOK_SCAN, idempotencyKey }),
    });
    expect(book.statusCode, book.body).toBe(200);
    expect(await scansCounted(finder.user.id)).toBe(2);
  });

  it('gives the key back when the scan is refused, so the same scan can be sent later', async () => {
    const traveller = await signedInUser(t);
    expect((await queuedScan(traveller.cookie, LYON)).statusCode).toBe(200);
    const idempotencyKey = randomUUID();
    t.clock.advance(60_000);
    const refused = await queuedScan(traveller.cookie, PARIS, { idempotencyKey });
    expect(refused.statusCode).toBe(422);
    const keys = await t.database.db
      .select()
      .from(scanReplays)
      .where(eq(scanReplays.userId, traveller.user.id));
    expect(keys).toEqual([]);
    t.clock.advance(2 * HOUR_MS);
    const arrived = await queuedScan(traveller.cookie, PARIS, { idempotencyKey });
    expect(arrived.statusCode, arrived.body).toBe(200);
  });

  it('takes over a key whose first send died without a reply, after 2 minutes, not before', async () => {
    const place = newSpot();
    await createPhotoAs(t, creator.cookie, { ...place, maxScans: 5 });
    const finder = await signedInUser(t);
    const idempotencyKey = randomUUID();
    const capturedAt = ago(HOUR_MS);
    // What a process that died mid-scan leaves: the claim, with no reply.
    await t.database.db.insert(scanReplays).values({
      userId: finder.user.id,
      kind: 'local',
      key: idempotencyKey,
      fingerprint: createHash('sha256')
        .update(
          JSON.stringify({
            position: { latitude: place.latitude, longitude: place.longitude, accuracyM: 10 },
            capturedAt,
          }),
        )
        .digest('hex'),
      reply: null,
      createdAt: t.clock.now(),
    });
    t.clock.advance(2 * 60_000 + 1000);
    const sent = await queuedScan(finder.cookie, place, { capturedAt, idempotencyKey });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<ScanResponse>().matches).toBe(1);
    expect(await scansCounted(finder.user.id)).toBe(1);
  });

  it('global scans: a replay of the key discovers and pays once', async () => {
    const { body, contentType } = multipartBody(
      {
        messageType: 'text',
        hiddenMessage: 'Page secret',
        maxScans: 5,
        hasRewards: true,
        rewardAmount: 5,
      },
      {
        field: 'image',
        bytes: await fixturePhoto('a003'),
        filename: 'page.jpg',
        contentType: 'image/jpeg',
      },
    );
    const created = await t.call('POST', '/api/photos/global', {
      body,
      cookie: creator.cookie,
      headers: { 'content-type': contentType },
    });
    expect(created.statusCode, created.body).toBe(201);
    const book = created.json<{ photo: { id: number } }>().photo;
    const reader = await signedInUser(t, { walletEuros: 0 });
    const idempotencyKey = randomUUID();
    const send = async () =>
      t.call('POST', '/api/scan/global', {
        cookie: reader.cookie,
        body: await withAnalysisToken(t, reader.cookie, { text: BOOK_SCAN, idempotencyKey }),
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect(first?.json<ScanResponse>().photos.map((p) => p.id)).toContain(book.id);
    expect(second?.json()).toEqual(first?.json());
    expect(await scansCounted(reader.user.id)).toBe(1);
    expect((await walletOf(reader.cookie)).pendingBalance).toBe(1);
  });
});
