import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '@/shared/contract/photos';
import type { ScanResponse } from '@/shared/contract/scan';
import type { PricingCheck, ScanPricing, Transaction, Wallet } from '@/shared/contract/wallet';
import { photos } from '@/server/db/schema/photos';
import { ledgerTotal } from '@/server/modules/wallet/ledger.repository';
import { createPhotoAs, signedInUser } from '../factories';
import { ocrTextOf } from '../support/devset-ocr';
import { ADMIN_PASSWORD, createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';
import { createHunt, newArea, waypoint } from '../support/hunts';
import { withAnalysisToken } from '../support/scan-tokens';

const SIGN_SCAN = ocrTextOf('a000-p2.jpg');
let spot = 0;
const newSpot = () => ({ latitude: -20 - spot++ * 0.1, longitude: 150 });

let t: TestApp;
beforeAll(async () => {
  // Rewards are withdrawable at once here; their hold is tests/api/reward-holds.test.ts's.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000', REWARD_HOLD_DAYS: '0' } });
});
afterAll(() => t.close());

const wallet = async (cookie: string) =>
  (await t.call('GET', '/api/wallet', { cookie })).json<Wallet>();
const createRaw = (cookie: string, fields: Record<string, string | number | boolean>) =>
  createPhotoAs(t, cookie, fields).then(
    (photo) => ({ ok: true as const, photo }),
    (error: Error) => ({ ok: false as const, error: error.message }),
  );
const discover = async (cookie: string, place: { latitude: number; longitude: number }) =>
  t
    .call('POST', '/api/scan', {
      cookie,
      body: await withAnalysisToken(t, cookie, {
        text: SIGN_SCAN,
        userLatitude: place.latitude,
        userLongitude: place.longitude,
        userAccuracy: 10,
      }),
    })
    .then((r) => r.json<ScanResponse>());

describe('discovery pricing', () => {
  it('GET /api/scan-pricing lists the tiers in euros', async () => {
    const pricing = (await t.call('GET', '/api/scan-pricing')).json<ScanPricing>();
    expect(pricing.tiers[0]).toEqual({ scans: 10, price: 1 });
    expect(pricing.tiers.at(-1)).toEqual({ scans: 10000, price: 900 });
    expect(pricing.freeDiscoveriesPerDay).toBe(1);
  });

  it('charges what the check says: the first single discovery of the day free, then the covering tier', async () => {
    const { cookie } = await signedInUser(t, { walletEuros: 12 });
    const check = (requestedScans: number, rewardAmount = 0) =>
      t
        .call('POST', '/api/scan-pricing/check', { cookie, body: { requestedScans, rewardAmount } })
        .then((r) => r.json<PricingCheck>());

    expect(await check(1)).toEqual({
      canCreate: true,
      cost: 0,
      totalCharge: 0,
      currentBalance: 12,
      isFree: true,
    });
    await createPhotoAs(t, cookie, { ...newSpot(), maxScans: 1 });
    expect((await wallet(cookie)).balance).toBe(12);

    expect(await check(1)).toMatchObject({ cost: 1, isFree: false });
    expect(await check(11)).toMatchObject({ cost: 10, canCreate: true });
    expect(await check(150, 3)).toMatchObject({ cost: 20, totalCharge: 23, canCreate: false });
    await createPhotoAs(t, cookie, { ...newSpot(), maxScans: 11 });
    expect((await wallet(cookie)).balance).toBe(2);
    const history = (await t.call('GET', '/api/wallet/transactions', { cookie })).json<
      Transaction[]
    >();
    expect(history[0]).toMatchObject({
      description: 'Discovery limit: 11 scans',
      amount: -10,
      status: 'completed',
    });
  });

  it('says why a reward out of bounds is refused, not that it is no number', async () => {
    const { cookie } = await signedInUser(t);
    const refusal = (rewardAmount: unknown) =>
      t
        .call('POST', '/api/scan-pricing/check', {
          cookie,
          body: { requestedScans: 1, rewardAmount },
        })
        .then((r) => [r.statusCode, r.json<{ error: string }>().error]);
    expect(await refusal(-0.01)).toEqual([400, 'Reward amount cannot be negative']);
    expect(await refusal(10_001)).toEqual([400, 'Reward amount must be at most €10000']);
    expect(await refusal('ten')).toEqual([400, 'Reward amount must be a number']);
  });

  it("refuses with the spec's text when short, and creates nothing", async () => {
    const { cookie, user } = await signedInUser(t, { walletEuros: 5 });
    const result = await createRaw(cookie, { ...newSpot(), maxScans: 100 });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(
      'Need €10.00 for 100 scans. Current balance: €5.00',
    );
    const own = await t.database.db.select().from(photos).where(eq(photos.userId, user.id));
    expect(own).toHaveLength(0);
    expect((await wallet(cookie)).balance).toBe(5);
  });

  it('charges the admin nothing, whatever the limit', async () => {
    const login = await t.call('POST', '/api/auth/login', {
      body: { nickname: 'admin', password: ADMIN_PASSWORD },
    });
    const cookie = sessionCookieOf(login);
    await createPhotoAs(t, cookie, {
      ...newSpot(),
      maxScans: 5000,
      hasRewards: true,
      rewardAmount: 50,
    });
    expect(await wallet(cookie)).toEqual({
      balance: 0,
      withdrawableBalance: 0,
      underprintRewards: 0,
      pendingBalance: 0,
      pendingRewards: [],
    });
  });
});

describe('rewards', () => {
  it('escrows the reward at creation and pays floor(total / scans) to each finder', async () => {
    const creator = await signedInUser(t, { walletEuros: 20 });
    const place = newSpot();
    await createPhotoAs(t, creator.cookie, {
      ...place,
      maxScans: 3,
      hasRewards: true,
      rewardAmount: 1,
    });
    // €1 for the 3-scan limit (10-scan tier) and €1 into escrow.
    expect((await wallet(creator.cookie)).balance).toBe(18);
    const finders = await Promise.all([1, 2, 3].map(() => signedInUser(t, { walletEuros: 0 })));
    for (const finder of finders) {
      const result = await discover(finder.cookie, place);
      expect(result.photos[0]).toMatchObject({ rewardPerScan: 0.33 });
      expect(await wallet(finder.cookie)).toEqual({
        balance: 0.33,
        withdrawableBalance: 0.33,
        underprintRewards: 0,
        pendingBalance: 0,
        pendingRewards: [],
      });
    }
    // A repeat pays nothing more.
    await discover(finders[0]!.cookie, place);
    expect((await wallet(finders[0]!.cookie)).withdrawableBalance).toBe(0.33);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });

  it("pays the admin's rewards as in-app credits, not withdrawable money", async () => {
    const login = await t.call('POST', '/api/auth/login', {
      body: { nickname: 'admin', password: ADMIN_PASSWORD },
    });
    const place = newSpot();
    await createPhotoAs(t, sessionCookieOf(login), {
      ...place,
      maxScans: 2,
      hasRewards: true,
      rewardAmount: 1,
    });
    const finder = await signedInUser(t, { walletEuros: 0 });
    const result = await discover(finder.cookie, place);
    expect(result.photos[0]).toMatchObject({
      rewardType: 'underprint',
      underprintRewardPerScan: 0.5,
      withdrawableRewardPerScan: 0,
    });
    expect(await wallet(finder.cookie)).toEqual({
      balance: 0.5,
      withdrawableBalance: 0,
      underprintRewards: 0.5,
      pendingBalance: 0,
      pendingRewards: [],
    });
  });

  it('refunds the unpaid escrow when the message is deleted', async () => {
    const creator = await signedInUser(t, { walletEuros: 10 });
    const place = newSpot();
    const photo = await createPhotoAs(t, creator.cookie, {
      ...place,
      maxScans: 4,
      hasRewards: true,
      rewardAmount: 2,
    });
    expect((await wallet(creator.cookie)).balance).toBe(7);
    const finder = await signedInUser(t, { walletEuros: 0 });
    await discover(finder.cookie, place);
    await t.call('DELETE', `/api/photos/${photo.id}`, { cookie: creator.cookie });
    expect((await wallet(creator.cookie)).balance).toBe(8.5);
    expect((await wallet(finder.cookie)).withdrawableBalance).toBe(0.5);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });

  it('pays exactly 10 rewards to 50 parallel finders of a 10-scan message, and empties the escrow', async () => {
    const creator = await signedInUser(t, { walletEuros: 20 });
    const place = newSpot();
    const photo = await createPhotoAs(t, creator.cookie, {
      ...place,
      maxScans: 10,
      hasRewards: true,
      rewardAmount: 5,
    });
    const finders = await Promise.all(
      Array.from({ length: 50 }, () => signedInUser(t, { walletEuros: 0 })),
    );
    const results = await Promise.all(finders.map((f) => discover(f.cookie, place)));
    expect(results.filter((r) => r.matches === 1)).toHaveLength(10);
    const paid = await Promise.all(finders.map((f) => wallet(f.cookie)));
    expect(paid.filter((w) => w.withdrawableBalance === 0.5)).toHaveLength(10);
    expect(paid.filter((w) => w.withdrawableBalance === 0)).toHaveLength(40);
    const own = (await t.call('GET', '/api/photos/user', { cookie: creator.cookie })).json<
      Photo[]
    >();
    expect(own.find((p) => p.id === photo.id)).toMatchObject({
      currentScans: 10,
      needsReactivation: true,
    });
    // The escrow is empty: deleting refunds nothing.
    const before = (await wallet(creator.cookie)).balance;
    await t.call('DELETE', `/api/photos/${photo.id}`, { cookie: creator.cookie });
    expect((await wallet(creator.cookie)).balance).toBe(before);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });
});

describe('POST /api/photos/:id/reactivate', () => {
  it('buys more discoveries for an exhausted message, which is then found again', async () => {
    const creator = await signedInUser(t, { walletEuros: 3 });
    const place = newSpot();
    const photo = await createPhotoAs(t, creator.cookie, { ...place, maxScans: 1 });
    await discover((await signedInUser(t)).cookie, place);
    const late = await signedInUser(t);
    expect((await discover(late.cookie, place)).matches).toBe(0);

    const response = await t.call('POST', `/api/photos/${photo.id}/reactivate`, {
      cookie: creator.cookie,
      body: { additionalScans: 5 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Photo>()).toMatchObject({
      maxScans: 6,
      currentScans: 1,
      needsReactivation: false,
    });
    expect((await wallet(creator.cookie)).balance).toBe(2);
    expect((await discover(late.cookie, place)).matches).toBe(1);
  });

  it('stops offering a reward its escrow has paid out, instead of promising finders nothing', async () => {
    const creator = await signedInUser(t, { walletEuros: 10 });
    const place = newSpot();
    const photo = await createPhotoAs(t, creator.cookie, {
      ...place,
      maxScans: 1,
      hasRewards: true,
      rewardAmount: 1,
    });
    const first = await signedInUser(t, { walletEuros: 0 });
    await discover(first.cookie, place);
    expect((await wallet(first.cookie)).withdrawableBalance).toBe(1);

    const response = await t.call('POST', `/api/photos/${photo.id}/reactivate`, {
      cookie: creator.cookie,
      body: { additionalScans: 10 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Photo>()).toMatchObject({
      maxScans: 11,
      hasRewards: false,
      rewardPerScan: 0,
    });
    // The next finder is promised no reward, and gets none.
    const second = await signedInUser(t, { walletEuros: 0 });
    const found = await discover(second.cookie, place);
    expect(found.photos[0]).toMatchObject({ hasRewards: false, rewardPerScan: 0 });
    expect((await wallet(second.cookie)).withdrawableBalance).toBe(0);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });

  it('keeps offering the reward while escrow holds a share, and ends it with the share it paid last', async () => {
    const creator = await signedInUser(t, { walletEuros: 10 });
    const place = newSpot();
    // €0.50 a discovery, and a cent over.
    const photo = await createPhotoAs(t, creator.cookie, {
      ...place,
      maxScans: 2,
      hasRewards: true,
      rewardAmount: 1.01,
    });
    const first = await signedInUser(t, { walletEuros: 0 });
    await discover(first.cookie, place);
    const response = await t.call('POST', `/api/photos/${photo.id}/reactivate`, {
      cookie: creator.cookie,
      body: { additionalScans: 3 },
    });
    expect(response.json<Photo>()).toMatchObject({ hasRewards: true, rewardPerScan: 0.5 });

    // The second finder is paid the escrow's last whole share; the message then offers none,
    // though discoveries are left: the third was shown €0.50 and paid a cent before.
    const second = await signedInUser(t, { walletEuros: 0 });
    expect((await discover(second.cookie, place)).photos[0]).toMatchObject({
      rewardEarned: 0.5,
    });
    const third = await signedInUser(t, { walletEuros: 0 });
    const found = await discover(third.cookie, place);
    expect(found.photos[0]).toMatchObject({ hasRewards: false, rewardPerScan: 0 });
    expect((await wallet(third.cookie)).withdrawableBalance).toBe(0);
    const own = (await t.call('GET', '/api/photos/user', { cookie: creator.cookie })).json<
      Photo[]
    >();
    expect(own.find((p) => p.id === photo.id)).toMatchObject({
      currentScans: 3,
      maxScans: 5,
      hasRewards: false,
    });
    // The cent left over goes back to the creator with the message.
    const before = (await wallet(creator.cookie)).balance;
    await t.call('DELETE', `/api/photos/${photo.id}`, { cookie: creator.cookie });
    expect((await wallet(creator.cookie)).balance).toBeCloseTo(before + 0.01, 9);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });

  it('pays racing finders the last share once, and the others nothing: not the cent left over', async () => {
    const creator = await signedInUser(t, { walletEuros: 10 });
    const place = newSpot();
    const photo = await createPhotoAs(t, creator.cookie, {
      ...place,
      maxScans: 2,
      hasRewards: true,
      rewardAmount: 1.01,
    });
    await discover((await signedInUser(t, { walletEuros: 0 })).cookie, place);
    await t.call('POST', `/api/photos/${photo.id}/reactivate`, {
      cookie: creator.cookie,
      body: { additionalScans: 6 },
    });
    // Escrow: one share of €0.50 and a cent. Six finders scan at once, each having read the
    // message with its €0.50 share before any of them counted; one discovery ends the reward.
    const finders = await Promise.all(
      Array.from({ length: 6 }, () => signedInUser(t, { walletEuros: 0 })),
    );
    const found = await Promise.all(finders.map((finder) => discover(finder.cookie, place)));
    const earned = found.map((result) => result.photos[0]?.rewardEarned ?? 0).sort();
    expect(earned).toEqual([0, 0, 0, 0, 0, 0.5]);
    const balances = await Promise.all(finders.map((finder) => wallet(finder.cookie)));
    expect(balances.map((balance) => balance.withdrawableBalance).sort()).toEqual([
      0, 0, 0, 0, 0, 0.5,
    ]);
    // The cent is still in escrow, and goes back to the creator with the message.
    const before = (await wallet(creator.cookie)).balance;
    await t.call('DELETE', `/api/photos/${photo.id}`, { cookie: creator.cookie });
    expect((await wallet(creator.cookie)).balance).toBeCloseTo(before + 0.01, 9);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });

  it('sells no discoveries for a message moderation withdrew, nor for a hunt’s step', async () => {
    const creator = await signedInUser(t, { walletEuros: 10 });
    const photo = await createPhotoAs(t, creator.cookie, { ...newSpot(), maxScans: 1 });
    await t.database.db.update(photos).set({ moderation: 'hidden' }).where(eq(photos.id, photo.id));
    const area = newArea();
    const hunt = await createHunt(t, creator.cookie, {
      title: 'One step',
      waypoints: [await waypoint(area, 1)],
    });
    const before = (await wallet(creator.cookie)).balance;

    const hidden = await t.call('POST', `/api/photos/${photo.id}/reactivate`, {
      cookie: creator.cookie,
      body: { additionalScans: 10, requestId: 'reactivate-hidden-01' },
    });
    expect(hidden.statusCode).toBe(409);
    expect(hidden.json<{ error: string }>().error).toBe(
      'This message was withdrawn by moderation: it cannot be discovered, so more discoveries cannot be bought for it.',
    );
    const step = await t.call('POST', `/api/photos/${hunt.waypoints[0]!.photo!.id}/reactivate`, {
      cookie: creator.cookie,
      body: { additionalScans: 10 },
    });
    expect(step.statusCode).toBe(409);
    expect(step.json<{ error: string }>().error).toContain('treasure hunt');
    expect((await wallet(creator.cookie)).balance).toBe(before);
    const [row] = await t.database.db.select().from(photos).where(eq(photos.id, photo.id));
    expect(row!.maxScans).toBe(1);
  });

  it('charges a purchase retried with its request id once, even at once, and refuses the id for another', async () => {
    const creator = await signedInUser(t, { walletEuros: 5 });
    const photo = await createPhotoAs(t, creator.cookie, { ...newSpot(), maxScans: 1 });
    const before = (await wallet(creator.cookie)).balance;
    const buy = (additionalScans: number, requestId = 'reactivate-req-0001') =>
      t.call('POST', `/api/photos/${photo.id}/reactivate`, {
        cookie: creator.cookie,
        body: { additionalScans, requestId },
      });
    // The answer lost, pressed again; and an impatient thumb sending three at once.
    const answers = [await buy(10), ...(await Promise.all([buy(10), buy(10), buy(10)]))];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json<Photo>().maxScans).toBe(11);
    }
    expect((await wallet(creator.cookie)).balance).toBe(before - 1);

    // The same id for another number of discoveries, or from someone else: 409, nothing moves.
    const other = await buy(20);
    expect(other.statusCode).toBe(409);
    expect(other.json<{ error: string }>().error).toBe(
      'This request id was already used for another purchase.',
    );
    const stranger = await signedInUser(t, { walletEuros: 5 });
    const theirs = await createPhotoAs(t, stranger.cookie, { ...newSpot(), maxScans: 1 });
    const theirBalance = (await wallet(stranger.cookie)).balance;
    const reused = await t.call('POST', `/api/photos/${theirs.id}/reactivate`, {
      cookie: stranger.cookie,
      body: { additionalScans: 10, requestId: 'reactivate-req-0001' },
    });
    expect(reused.statusCode).toBe(409);
    expect((await wallet(creator.cookie)).balance).toBe(before - 1);
    expect((await wallet(stranger.cookie)).balance).toBe(theirBalance);
    // A new id is a new purchase.
    expect((await buy(10, 'reactivate-req-0002')).json<Photo>().maxScans).toBe(21);
    expect((await wallet(creator.cookie)).balance).toBe(before - 2);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });

  it("refuses when short, and for someone else's message, changing nothing", async () => {
    const creator = await signedInUser(t, { walletEuros: 0.5 });
    const photo = await createPhotoAs(t, creator.cookie, { ...newSpot(), maxScans: 1 });
    const short = await t.call('POST', `/api/photos/${photo.id}/reactivate`, {
      cookie: creator.cookie,
      body: { additionalScans: 10 },
    });
    expect(short.statusCode).toBe(402);
    expect(short.json<{ error: string }>().error).toBe(
      'Need €1.00 for 10 scans. Current balance: €0.50',
    );
    const other = await signedInUser(t);
    const stranger = await t.call('POST', `/api/photos/${photo.id}/reactivate`, {
      cookie: other.cookie,
      body: { additionalScans: 10 },
    });
    expect(stranger.statusCode).toBe(404);
    expect((await wallet(other.cookie)).balance).toBe(100);
    const bad = await t.call('POST', `/api/photos/${photo.id}/reactivate`, {
      cookie: creator.cookie,
      body: { additionalScans: 0 },
    });
    expect(bad.statusCode).toBe(400);
  });
});
