import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry, HeldReward, OfficeStats } from '@/shared/contract/office';
import type { PaymentIntentResponse, Transaction, Wallet } from '@/shared/contract/wallet';
import { rewardHolds } from '@/server/db/schema/reward-holds';
import { releaseDueRewards } from '@/server/jobs/reward-release-job';
import { createWalletService } from '@/server/modules/wallet/wallet.service';
import { createPhotoAs, fundRewardsOf, signedInUser } from '../factories';
import { ocrTextOf } from '../support/devset-ocr';
import {
  createHunt,
  ledgerIsBalanced,
  newArea,
  scanAt,
  stepPlace,
  waypoint,
} from '../support/hunts';
import { withAnalysisToken } from '../support/scan-tokens';
import { createAnalysisTokens } from '@/server/modules/scan/analysis-token';
import { ADMIN_PASSWORD, createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';

/** Another photo of the sign in a000.jpg: what a finder standing there reads. */
const SIGN_SCAN = ocrTextOf('a000-p2.jpg');
const DAY_MS = 24 * 60 * 60 * 1000;
const SAME_BANK = ['DE89 3704 0044 0532 0130 00', 'de89370400440532013000'];

let now = new Date();
const clock = { now: () => now };
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' }, clock });
});
// The tests move the clock on by weeks: a session from the start would expire (30 days).
beforeEach(async () => {
  admin = sessionCookieOf(
    await t.call('POST', '/api/auth/login', {
      body: { nickname: 'admin', password: ADMIN_PASSWORD },
    }),
  );
});
afterAll(() => t.close());

const walletOf = async (cookie: string) =>
  (await t.call('GET', '/api/wallet', { cookie })).json<Wallet>();

/** €amount through the sandbox card form, as the Top Up dialog does it. */
async function topUp(cookie: string, amount: number) {
  const intent = (
    await t.call('POST', '/api/stripe/create-payment-intent', { cookie, body: { amount } })
  ).json<PaymentIntentResponse>();
  await t.call('POST', `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    cookie,
    body: { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
  });
  const confirmed = await t.call('POST', '/api/stripe/confirm-payment', {
    cookie,
    body: { paymentIntentId: intent.paymentIntentId },
  });
  expect(confirmed.statusCode).toBe(200);
}

/** A payout account whose onboarding named `bankAccount` (or a bank account of its own). */
async function payoutsTo(cookie: string, bankAccount?: string) {
  const { url } = (await t.call('POST', '/api/stripe/onboarding-link', { cookie })).json<{
    url: string;
  }>();
  const account = new URL(url).searchParams.get('account')!;
  const done = await t.call('POST', `/api/sandbox/accounts/${account}/complete-onboarding`, {
    cookie,
    body: bankAccount === undefined ? undefined : { bankAccount },
  });
  expect(done.statusCode).toBe(200);
}

let spot = 0;
/**
 * The attack of issue 10: a creator tops up €amount by card and hides a 1-scan message with
 * all of it as the reward; a second account finds it.
 */
async function selfReward(amount = 100, banks: { creator?: string; finder?: string } = {}) {
  spot += 1;
  const place = { latitude: 40 + spot * 0.05, longitude: 5 };
  const creator = await signedInUser(t, { walletEuros: 0 });
  await topUp(creator.cookie, amount);
  if (banks.creator) await payoutsTo(creator.cookie, banks.creator);
  const photo = await createPhotoAs(t, creator.cookie, {
    ...place,
    maxScans: 1,
    hasRewards: true,
    rewardAmount: amount,
  });
  const finder = await signedInUser(t, { walletEuros: 0 });
  await payoutsTo(finder.cookie, banks.finder);
  // Signed on the test's clock, which the tests move on by days.
  const tokens = createAnalysisTokens({ secret: t.config.analysisTokenSecret, clock });
  const found = await t.call('POST', '/api/scan', {
    cookie: finder.cookie,
    body: {
      text: SIGN_SCAN,
      analysisToken: tokens.sign(finder.user.id, SIGN_SCAN),
      userLatitude: place.latitude,
      userLongitude: place.longitude,
      userAccuracy: 10,
    },
  });
  expect(found.json<{ matches: number }>().matches).toBe(1);
  return { creator, finder, photo };
}

const withdraw = (cookie: string, amount: number) =>
  t.call('POST', '/api/withdraw', { cookie, body: { amount } });

const heldList = async () =>
  (await t.call('GET', '/api/office/rewards/held', { cookie: admin })).json<HeldReward[]>();

const decide = (id: number, decision: 'approve' | 'reject', cookie = admin) =>
  t.call('POST', `/api/office/rewards/${id}/decision`, { cookie, body: { decision } });

const holdsOf = (finderId: number) =>
  t.database.db.select().from(rewardHolds).where(eq(rewardHolds.finderId, finderId));

const day = (date: Date) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);

describe('hunts', () => {
  // First, before the tests move time on by days.
  it('a hunt step reward lands as pending too', async () => {
    const creator = await signedInUser(t, { walletEuros: 50 });
    const area = newArea();
    const hunt = await createHunt(t, creator.cookie, {
      title: 'Pending hunt',
      description: 'One rewarded step',
      waypoints: [await waypoint(area, 1, { maxScans: 1, hasRewards: true, rewardAmount: 6 })],
    });
    const player = await signedInUser(t, { walletEuros: 0 });
    const scan = await scanAt(t, player.cookie, 1, stepPlace(area, 1));
    expect(scan.matches).toBe(1);
    expect(hunt.id).toBeGreaterThan(0);
    expect(await walletOf(player.cookie)).toMatchObject({
      withdrawableBalance: 0,
      pendingBalance: 6,
    });
    expect(await holdsOf(player.user.id)).toMatchObject([
      { creatorId: creator.user.id, amountCents: 600, status: 'pending' },
    ]);
  });
});

describe('a card top-up rewarded to a second account (issue 10)', () => {
  it('lands as pending, cannot be withdrawn before the hold ends, and can after the release', async () => {
    const { finder } = await selfReward(100);
    const releaseAt = new Date(now.getTime() + 7 * DAY_MS);

    expect(await walletOf(finder.cookie)).toEqual({
      balance: 0,
      withdrawableBalance: 0,
      underprintRewards: 0,
      pendingBalance: 100,
      pendingRewards: [{ amount: 100, releasesAt: releaseAt.toISOString(), underReview: false }],
    });
    const history = (
      await t.call('GET', '/api/wallet/transactions', { cookie: finder.cookie })
    ).json<Transaction[]>();
    expect(history).toMatchObject([
      { description: 'Reward for a discovery', amount: 100, status: 'pending' },
    ]);

    // Not withdrawable, and the refusal says how much can go now and when the rest can.
    const early = await withdraw(finder.cookie, 100);
    expect(early.statusCode).toBe(402);
    expect(early.json<{ error: string }>().error).toBe(
      `The amount is more than your withdrawable balance: you can withdraw up to €0.00 now. €100.00 of your rewards is still pending and becomes withdrawable on ${day(releaseAt)} (UTC).`,
    );
    // Nor spendable: it cannot pay for a message's reward either.
    const spend = await t.call('POST', '/api/scan-pricing/check', {
      cookie: finder.cookie,
      body: { requestedScans: 10, rewardAmount: 50 },
    });
    expect(spend.json()).toMatchObject({ canCreate: false, currentBalance: 0 });
    expect(await ledgerIsBalanced(t)).toBe(true);

    // A minute before the end of the hold the job releases nothing.
    later(7 * DAY_MS - 60_000);
    await t.app.releaseRewards();
    expect((await walletOf(finder.cookie)).withdrawableBalance).toBe(0);
    expect(await ledgerIsBalanced(t)).toBe(true);

    later(60_000);
    await t.app.releaseRewards();
    expect(await walletOf(finder.cookie)).toMatchObject({
      withdrawableBalance: 100,
      pendingBalance: 0,
      pendingRewards: [],
    });
    const afterRelease = (
      await t.call('GET', '/api/wallet/transactions', { cookie: finder.cookie })
    ).json<Transaction[]>();
    // The release is a move inside the finder's wallet: the reward is listed once, completed.
    expect(afterRelease).toMatchObject([
      { description: 'Reward for a discovery', amount: 100, status: 'completed' },
    ]);
    expect(afterRelease).toHaveLength(1);
    expect(await ledgerIsBalanced(t)).toBe(true);

    const paid = await withdraw(finder.cookie, 100);
    expect(paid.statusCode).toBe(200);
    expect((await walletOf(finder.cookie)).withdrawableBalance).toBe(0);
    expect(await ledgerIsBalanced(t)).toBe(true);
  });

  it('releases each reward once when the job runs in several processes at once', async () => {
    const pairs = [await selfReward(3), await selfReward(4.5), await selfReward(1.25)];
    later(8 * DAY_MS);
    const runs = await Promise.all([
      t.app.releaseRewards(),
      t.app.releaseRewards(),
      t.app.releaseRewards(),
    ]);
    expect(runs.reduce((sum, run) => sum + run.released, 0)).toBe(3);
    for (const [index, amount] of [3, 4.5, 1.25].entries()) {
      const { finder } = pairs[index]!;
      expect(await walletOf(finder.cookie)).toMatchObject({
        withdrawableBalance: amount,
        pendingBalance: 0,
      });
      expect((await holdsOf(finder.user.id)).map((hold) => hold.status)).toEqual(['released']);
    }
    // A later run finds nothing to do, and the released transfers are one per reward.
    expect(await t.app.releaseRewards()).toEqual({ released: 0, review: 0 });
    const releases = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM ledger_transfers WHERE kind = 'reward_release'
          AND idempotency_key IN (${sql.join(
            (await Promise.all(pairs.map((pair) => holdsOf(pair.finder.user.id))))
              .flat()
              .map((hold) => sql`${`reward-release:${hold.id}`}`),
            sql`, `,
          )})`,
    );
    expect((releases as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(3);
    expect(await ledgerIsBalanced(t)).toBe(true);
  });
});

describe('the release job when the payment provider cannot answer', () => {
  it('releases nothing and leaves the hold pending for the next run', async () => {
    const { finder } = await selfReward(7);
    later(8 * DAY_MS);
    const wallet = createWalletService({ db: t.database.db, clock, rewardHoldDays: 7 });
    const down = {
      sharePayoutDestination: () => Promise.reject(new Error('provider unreachable')),
    };
    await expect(releaseDueRewards({ wallet, payments: down })).rejects.toThrow(
      'provider unreachable',
    );
    expect((await holdsOf(finder.user.id)).map((hold) => hold.status)).toEqual(['pending']);
    expect((await walletOf(finder.cookie)).withdrawableBalance).toBe(0);
    // The next run, with the provider back, releases it.
    await t.app.releaseRewards();
    expect((await walletOf(finder.cookie)).withdrawableBalance).toBe(7);
    expect(await ledgerIsBalanced(t)).toBe(true);
  });
});

describe('a reward between accounts that share a payout bank account', () => {
  it('is held for review after the hold, and only the office approval makes it withdrawable', async () => {
    const { creator, finder, photo } = await selfReward(100, {
      creator: SAME_BANK[0],
      finder: SAME_BANK[1],
    });
    later(7 * DAY_MS + 1000);
    await t.app.releaseRewards();

    expect(await walletOf(finder.cookie)).toMatchObject({
      withdrawableBalance: 0,
      pendingBalance: 100,
      pendingRewards: [{ amount: 100, releasesAt: null, underReview: true }],
    });
    const refused = await withdraw(finder.cookie, 1);
    expect(refused.statusCode).toBe(402);
    expect(refused.json<{ error: string }>().error).toContain(
      '€100.00 of your rewards is held for review by our team before it can be withdrawn.',
    );
    // Running the job again does not release it: it is no longer waiting for time.
    await t.app.releaseRewards();
    expect((await walletOf(finder.cookie)).withdrawableBalance).toBe(0);

    const held = (await heldList()).find((item) => item.finder.id === finder.user.id)!;
    expect(held).toMatchObject({
      amount: 100,
      finder: { id: finder.user.id, nickname: finder.user.nickname },
      creator: { id: creator.user.id, nickname: creator.user.nickname },
      message: { id: photo.id },
      reason: 'The finder and the creator have the same payout bank account.',
    });

    // The finder (or any user) cannot decide it.
    for (const cookie of [finder.cookie, creator.cookie]) {
      expect((await t.call('GET', '/api/office/rewards/held', { cookie })).statusCode).toBe(403);
      expect((await decide(held.id, 'approve', cookie)).statusCode).toBe(403);
    }
    expect((await walletOf(finder.cookie)).withdrawableBalance).toBe(0);

    // Two approvals at once: one pays, the other is refused.
    const [first, second] = await Promise.all([
      decide(held.id, 'approve'),
      decide(held.id, 'approve'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const approved = first.statusCode === 200 ? first : second;
    expect(approved.json()).toEqual({ id: held.id, status: 'released', amount: 100 });
    const again = await decide(held.id, 'reject');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: string }>().error).toBe(
      'This reward was already released to its finder.',
    );

    expect(await walletOf(finder.cookie)).toMatchObject({
      withdrawableBalance: 100,
      pendingBalance: 0,
    });
    expect((await heldList()).some((item) => item.id === held.id)).toBe(false);
    const audit = (await t.call('GET', '/api/office/audit', { cookie: admin })).json<
      AuditEntry[]
    >();
    expect(
      audit.filter((entry) => entry.targetType === 'reward' && entry.targetId === held.id),
    ).toMatchObject([
      {
        action: 'reward.approve',
        actor: 'admin',
        detail: { amountCents: 10000, finderId: finder.user.id, creatorId: creator.user.id },
      },
    ]);
    expect((await withdraw(finder.cookie, 100)).statusCode).toBe(200);
    expect(await ledgerIsBalanced(t)).toBe(true);
  });

  it("returns a rejected reward to the creator's spendable balance, never withdrawable", async () => {
    const { creator, finder } = await selfReward(25, {
      creator: SAME_BANK[0],
      finder: SAME_BANK[0],
    });
    expect((await walletOf(creator.cookie)).balance).toBe(0);
    later(7 * DAY_MS + 1000);
    expect((await t.app.releaseRewards()).review).toBeGreaterThanOrEqual(1);
    const held = (await heldList()).find((item) => item.finder.id === finder.user.id)!;

    const rejected = await decide(held.id, 'reject');
    expect(rejected.json()).toEqual({ id: held.id, status: 'returned', amount: 25 });
    expect((await decide(held.id, 'approve')).json<{ error: string }>().error).toBe(
      'This reward was already returned to its creator.',
    );
    expect(await walletOf(finder.cookie)).toMatchObject({
      balance: 0,
      withdrawableBalance: 0,
      pendingBalance: 0,
    });
    expect(await walletOf(creator.cookie)).toMatchObject({ balance: 25, withdrawableBalance: 0 });
    const finderHistory = (
      await t.call('GET', '/api/wallet/transactions', { cookie: finder.cookie })
    ).json<Transaction[]>();
    expect(finderHistory).toMatchObject([
      { description: 'Reward returned to its creator after review', amount: -25 },
      { description: 'Reward for a discovery', amount: 25, status: 'completed' },
    ]);
    const audit = (await t.call('GET', '/api/office/audit', { cookie: admin })).json<
      AuditEntry[]
    >();
    expect(
      audit.find((entry) => entry.targetType === 'reward' && entry.targetId === held.id),
    ).toMatchObject({ action: 'reward.reject' });
    expect(await ledgerIsBalanced(t)).toBe(true);
  });

  it('refuses a decision on a reward that is only waiting for time, or does not exist', async () => {
    const { finder } = await selfReward(2);
    const [hold] = await holdsOf(finder.user.id);
    const early = await decide(hold!.id, 'approve');
    expect(early.statusCode).toBe(409);
    expect(early.json<{ error: string }>().error).toBe(
      'This reward is not waiting for review: it is released when its holding period ends.',
    );
    expect((await walletOf(finder.cookie)).withdrawableBalance).toBe(0);
    expect((await decide(2_000_000, 'approve')).statusCode).toBe(404);
    expect((await decide(0, 'approve')).statusCode).toBe(400);
    const unknown = await t.call('POST', `/api/office/rewards/${hold!.id}/decision`, {
      cookie: admin,
      body: { decision: 'pay twice' },
    });
    expect(unknown.statusCode).toBe(400);
    expect((await walletOf(finder.cookie)).pendingBalance).toBe(2);
  });

  it('keeps the office figures equal to the ledger with rewards pending, held and returned', async () => {
    const stats = (await t.call('GET', '/api/office/stats', { cookie: admin })).json<OfficeStats>();
    const sums = await t.database.db.execute(sql`
      SELECT
        coalesce(sum(amount_cents) FILTER (WHERE kind = 'reward' AND from_account_id IN
          (SELECT id FROM ledger_accounts WHERE kind = 'escrow')), 0)::int AS claimed,
        coalesce(sum(amount_cents) FILTER (WHERE kind = 'top_up'), 0)::int AS topups
      FROM ledger_transfers`);
    const [row] = (sums as { rows: Array<{ claimed: number; topups: number }> }).rows;
    expect(stats.claimedRewards).toBe(row!.claimed / 100);
    expect(stats.totalTopupAmount).toBe(row!.topups / 100);
    expect(await ledgerIsBalanced(t)).toBe(true);
  });
});

describe("a finder who links the creator's bank account after the release (issue 10)", () => {
  const RECALLED =
    "The finder linked the creator's payout bank account after this reward was released; it was taken back from their withdrawable balance when they asked to withdraw.";

  it('takes the reward back for review at the next withdrawal, once, and only the office can release it', async () => {
    const { creator, finder, photo } = await selfReward(100, { creator: SAME_BANK[0] });
    later(7 * DAY_MS + 1000);
    await t.app.releaseRewards();
    expect((await walletOf(finder.cookie)).withdrawableBalance).toBe(100);

    // Released to the finder's own bank account; now they name the creator's.
    await payoutsTo(finder.cookie, SAME_BANK[1]);
    const [first, second] = await Promise.all([
      withdraw(finder.cookie, 100),
      withdraw(finder.cookie, 100),
    ]);
    for (const refused of [first, second]) {
      expect(refused.statusCode).toBe(402);
      expect(refused.json<{ error: string }>().error).toBe(
        'The amount is more than your withdrawable balance: you can withdraw up to €0.00 now. €100.00 of your rewards is held for review by our team before it can be withdrawn.',
      );
    }
    expect(await walletOf(finder.cookie)).toMatchObject({
      withdrawableBalance: 0,
      pendingBalance: 100,
      pendingRewards: [{ amount: 100, releasesAt: null, underReview: true }],
    });
    const held = (await heldList()).find((item) => item.finder.id === finder.user.id)!;
    expect(held).toMatchObject({
      amount: 100,
      creator: { id: creator.user.id },
      message: { id: photo.id },
      reason: RECALLED,
    });
    // The job does not release it again: it waits for the office.
    later(8 * DAY_MS);
    await t.app.releaseRewards();
    expect((await walletOf(finder.cookie)).withdrawableBalance).toBe(0);

    expect((await decide(held.id, 'approve')).json()).toEqual({
      id: held.id,
      status: 'released',
      amount: 100,
    });
    expect(await walletOf(finder.cookie)).toMatchObject({
      withdrawableBalance: 100,
      pendingBalance: 0,
    });
    // Approved by the office: the next withdrawal does not take it back again.
    expect((await withdraw(finder.cookie, 100)).statusCode).toBe(200);
    expect((await walletOf(finder.cookie)).withdrawableBalance).toBe(0);
    expect(await ledgerIsBalanced(t)).toBe(true);
  });

  it('takes back only what is left of it, and a rejection returns that to the creator', async () => {
    const { creator, finder } = await selfReward(30, { creator: SAME_BANK[0] });
    later(7 * DAY_MS + 1000);
    await t.app.releaseRewards();
    // €12 of the reward spent on a message of the finder's own: in the app, never cashed out.
    await createPhotoAs(t, finder.cookie, {
      latitude: 10,
      longitude: 10,
      maxScans: 1,
      hasRewards: true,
      rewardAmount: 12,
    });
    expect((await walletOf(finder.cookie)).withdrawableBalance).toBe(18);

    await payoutsTo(finder.cookie, SAME_BANK[0]);
    expect((await withdraw(finder.cookie, 18)).statusCode).toBe(402);
    const held = (await heldList()).find((item) => item.finder.id === finder.user.id)!;
    expect(held).toMatchObject({ amount: 18, reason: RECALLED });
    expect((await decide(held.id, 'reject')).json()).toEqual({
      id: held.id,
      status: 'returned',
      amount: 18,
    });
    expect(await walletOf(finder.cookie)).toMatchObject({
      withdrawableBalance: 0,
      pendingBalance: 0,
    });
    expect(await walletOf(creator.cookie)).toMatchObject({ balance: 18, withdrawableBalance: 0 });
    expect(await ledgerIsBalanced(t)).toBe(true);
  });

  it('takes nothing from a later reward when the first was withdrawn before the accounts met', async () => {
    const { creator, finder } = await selfReward(5, { creator: SAME_BANK[0] });
    later(7 * DAY_MS + 1000);
    await t.app.releaseRewards();
    // Withdrawn to the finder's own bank account while nothing linked the two.
    expect((await withdraw(finder.cookie, 5)).statusCode).toBe(200);
    await payoutsTo(finder.cookie, SAME_BANK[1]);
    expect((await withdraw(finder.cookie, 1)).statusCode).toBe(402);
    expect((await holdsOf(finder.user.id))[0]).toMatchObject({
      status: 'released',
      recalledAt: null,
      reviewReason: expect.stringContaining('nothing was left to take back') as unknown,
    });
    // Money that reaches the finder later is not taken in the first reward's place.
    await fundRewardsOf(t, finder.user.id, 3);
    const answer = await withdraw(finder.cookie, 3);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await heldList()).some((item) => item.creator.id === creator.user.id)).toBe(false);
    expect(await ledgerIsBalanced(t)).toBe(true);
  });

  it('leaves a released reward alone when the finder pays out somewhere else', async () => {
    const { finder } = await selfReward(5, { creator: SAME_BANK[0] });
    later(7 * DAY_MS + 1000);
    await t.app.releaseRewards();
    await payoutsTo(finder.cookie, 'FR76 3000 6000 0112 3456 7890 189');
    expect((await withdraw(finder.cookie, 5)).statusCode).toBe(200);
    expect((await holdsOf(finder.user.id))[0]).toMatchObject({
      status: 'released',
      reviewReason: null,
      recalledAt: null,
    });
  });
});

describe('pending rewards elsewhere', () => {
  it('account deletion counts pending rewards, and giving the balance up forfeits them', async () => {
    const { finder } = await selfReward(10);
    const refused = await t.call('POST', '/api/account/delete', {
      cookie: finder.cookie,
      body: { password: finder.user.password, giveUpBalance: false },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: string }>().error).toBe(
      'Your wallet still holds €10.00. €10.00 of it is rewards still pending, which can be withdrawn only once they are released. Withdraw it first, or choose to give it up.',
    );
    const deleted = await t.call('POST', '/api/account/delete', {
      cookie: finder.cookie,
      body: { password: finder.user.password, giveUpBalance: true },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await holdsOf(finder.user.id)).map((hold) => hold.status)).toEqual(['forfeited']);
    later(8 * DAY_MS);
    await t.app.releaseRewards();
    expect((await holdsOf(finder.user.id)).map((hold) => hold.status)).toEqual(['forfeited']);
    expect(await ledgerIsBalanced(t)).toBe(true);
  });
});

describe('REWARD_HOLD_DAYS=0', () => {
  it('pays a reward into the withdrawable balance at once, as before', async () => {
    const instant = await createTestApp({
      env: { AUTH_RATE_LIMIT: '1000', REWARD_HOLD_DAYS: '0' },
    });
    try {
      const creator = await signedInUser(instant, { walletEuros: 20 });
      await createPhotoAs(instant, creator.cookie, {
        latitude: 12,
        longitude: 12,
        maxScans: 1,
        hasRewards: true,
        rewardAmount: 20,
      });
      const finder = await signedInUser(instant, { walletEuros: 0 });
      const found = await instant.call('POST', '/api/scan', {
        cookie: finder.cookie,
        body: await withAnalysisToken(instant, finder.cookie, {
          text: SIGN_SCAN,
          userLatitude: 12,
          userLongitude: 12,
          userAccuracy: 10,
        }),
      });
      expect(found.json<{ matches: number }>().matches).toBe(1);
      const wallet = (await instant.call('GET', '/api/wallet', { cookie: finder.cookie })).json();
      expect(wallet).toMatchObject({ withdrawableBalance: 20, pendingBalance: 0 });
      expect(await instant.database.db.select().from(rewardHolds)).toEqual([]);
      expect(await ledgerIsBalanced(instant)).toBe(true);
    } finally {
      await instant.close();
    }
  });
});
