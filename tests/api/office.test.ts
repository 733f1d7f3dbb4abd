import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, OfficeStats, OfficeUser } from '@/shared/contract/office';
import type { PaymentIntentResponse } from '@/shared/contract/wallet';
import { allEndpoints } from '@/shared/contract/api';
import { fillPath } from '@/shared/contract/endpoint';
import { ledgerTransfers } from '@/server/db/schema/ledger';
import { createPhotoAs, signedInUser } from '../factories';
import { ocrTextOf } from '../support/devset-ocr';
import { ADMIN_PASSWORD, createTestApp, sessionCookieOf, type TestApp } from '../support/test-app';
import { withAnalysisToken } from '../support/scan-tokens';
import type { SaidMessage } from '@/shared/errors';
import { english } from '@/shared/i18n/english';

const SIGN_SCAN = ocrTextOf('a000-p2.jpg'); // another photo of the sign in a000.jpg

let t: TestApp;
let admin: string;
beforeAll(async () => {
  // Rewards are withdrawable at once here; their hold is tests/api/reward-holds.test.ts's.
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000', REWARD_HOLD_DAYS: '0' } });
  admin = sessionCookieOf(
    await t.call('POST', '/api/auth/login', {
      body: { nickname: 'admin', password: ADMIN_PASSWORD },
    }),
  );
});
afterAll(() => t.close());

describe('admin only', () => {
  it('answers 403 to a signed-in user and 401 to a visitor on every office and debug route, changing nothing', async () => {
    const { cookie } = await signedInUser(t, { walletEuros: 0 });
    const adminRoutes = allEndpoints().filter(({ endpoint }) => endpoint.access === 'admin');
    expect(adminRoutes.map(({ endpoint }) => endpoint.path)).toEqual(
      expect.arrayContaining([
        '/api/office/stats',
        '/api/office/users/search',
        '/api/office/support',
        '/api/debug/device-id',
        '/api/debug/test-device-block',
        '/api/support/tickets/:ticketId/status',
      ]),
    );
    const before = await auditCount();
    for (const { name, endpoint } of adminRoutes) {
      const url = fillPath(endpoint.path, { id: 1, ticketId: 1 });
      const body = endpoint.method === 'GET' ? undefined : {};
      const asUser = await t.call(endpoint.method, url, { cookie, body });
      expect(asUser.statusCode, name).toBe(403);
      expect(asUser.json(), name).toMatchObject({ code: 'FORBIDDEN' });
      expect((await t.call(endpoint.method, url, { body })).statusCode, name).toBe(401);
    }
    expect(await auditCount()).toBe(before);
  });
});

const auditCount = async () =>
  (await t.call('GET', '/api/office/audit', { cookie: admin })).json<AuditEntry[]>().length;

/** Sums straight from the ledger's rows, written independently of the office's queries. */
async function ledgerSums() {
  const db = t.database.db;
  const number = (expression: string) => sql.raw(expression).mapWith(Number);
  const [transfers] = await db
    .select({
      topups: number(`count(*) FILTER (WHERE kind = 'top_up')`),
      topupCents: number(`coalesce(sum(amount_cents) FILTER (WHERE kind = 'top_up'), 0)`),
      giveaways: number(`count(*) FILTER (WHERE kind = 'reward_escrow')`),
      giveawayCents: number(`coalesce(sum(amount_cents) FILTER (WHERE kind = 'reward_escrow'), 0)`),
    })
    .from(ledgerTransfers);
  // Escrow accounts: what went in, less what went out, transfer by transfer.
  const [escrow] = await db
    .select({
      claimedCents: number(
        `coalesce(sum(amount_cents) FILTER (WHERE kind = 'reward' AND from_account_id IN (SELECT id FROM ledger_accounts WHERE kind = 'escrow')), 0)`,
      ),
      inCents: number(
        `coalesce(sum(amount_cents) FILTER (WHERE to_account_id IN (SELECT id FROM ledger_accounts WHERE kind = 'escrow')), 0)`,
      ),
      outCents: number(
        `coalesce(sum(amount_cents) FILTER (WHERE from_account_id IN (SELECT id FROM ledger_accounts WHERE kind = 'escrow')), 0)`,
      ),
    })
    .from(ledgerTransfers);
  return { ...transfers!, ...escrow!, remainingCents: escrow!.inCents - escrow!.outCents };
}

describe('office figures', () => {
  it('match the ledger to the cent after top-ups, rewards, discoveries, deletions and withdrawals', async () => {
    const payer = await signedInUser(t, { walletEuros: 0 });
    for (const amount of [10, 25.55]) {
      const intent = (
        await t.call('POST', '/api/stripe/create-payment-intent', {
          cookie: payer.cookie,
          body: { amount },
        })
      ).json<PaymentIntentResponse>();
      await t.call('POST', `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
        cookie: payer.cookie,
        body: { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
      });
      const confirmed = await t.call('POST', '/api/stripe/confirm-payment', {
        cookie: payer.cookie,
        body: { paymentIntentId: intent.paymentIntentId },
      });
      expect(confirmed.statusCode).toBe(200);
    }
    const creator = await signedInUser(t, { walletEuros: 20 }); // a third top-up
    const placeA = { latitude: 60, longitude: 10 };
    const placeB = { latitude: 60.003, longitude: 10 }; // 330 m on: a walk, not a flight
    await createPhotoAs(t, creator.cookie, {
      ...placeA,
      maxScans: 2,
      hasRewards: true,
      rewardAmount: 5,
    });
    const b = await createPhotoAs(t, creator.cookie, {
      ...placeB,
      maxScans: 3,
      hasRewards: true,
      rewardAmount: 3.33,
    });
    const finder = await signedInUser(t, { walletEuros: 0 });
    for (const place of [placeA, placeB]) {
      t.clock.advance(60_000); // the finder walks between them (decision 011)
      const found = await t.call('POST', '/api/scan', {
        cookie: finder.cookie,
        body: await withAnalysisToken(t, finder.cookie, {
          text: SIGN_SCAN,
          userLatitude: place.latitude,
          userLongitude: place.longitude,
          userAccuracy: 10,
        }),
      });
      expect(found.json<{ matches: number }>().matches).toBe(1);
    }
    expect(
      (await t.call('DELETE', `/api/photos/${b.id}`, { cookie: creator.cookie })).statusCode,
    ).toBe(200);
    // The finder withdraws half a euro of their €3.61 in rewards.
    const { url } = (
      await t.call('POST', '/api/stripe/onboarding-link', { cookie: finder.cookie })
    ).json<{ url: string }>();
    const account = new URL(url).searchParams.get('account')!;
    await t.call('POST', `/api/sandbox/accounts/${account}/complete-onboarding`, {
      cookie: finder.cookie,
    });
    const withdrawn = await t.call('POST', '/api/withdraw', {
      cookie: finder.cookie,
      body: { amount: 0.5 },
    });
    expect(withdrawn.statusCode).toBe(200);

    const stats = (await t.call('GET', '/api/office/stats', { cookie: admin })).json<OfficeStats>();
    const ledger = await ledgerSums();
    expect(stats).toMatchObject({
      totalSuccessfulTopups: ledger.topups,
      totalTopupAmount: ledger.topupCents / 100,
      totalGiveaways: ledger.giveaways,
      totalGiveawayAmount: ledger.giveawayCents / 100,
      remainingRewards: ledger.remainingCents / 100,
      claimedRewards: ledger.claimedCents / 100,
    });
    // And the figures this story makes, worked out by hand.
    expect(stats).toMatchObject({
      totalSuccessfulTopups: 3,
      totalTopupAmount: 55.55,
      totalGiveaways: 2,
      totalGiveawayAmount: 8.33,
      activeGiveaways: 1,
      remainingRewards: 2.5,
      claimedRewards: 3.61,
    });
    expect(stats.totalUsers).toBe(4); // the admin is not counted
    expect(stats.activeUsers).toBe(1);
    expect(stats.activeUsersList).toEqual([
      {
        id: creator.user.id,
        nickname: creator.user.nickname,
        email: null,
        messagesCount: 1,
      },
    ]);

    const search = (
      await t.call('GET', `/api/office/users/search?q=${finder.user.nickname.slice(2, 8)}`, {
        cookie: admin,
      })
    ).json<OfficeUser[]>();
    expect(search.find((row) => row.id === finder.user.id)).toEqual({
      id: finder.user.id,
      nickname: finder.user.nickname,
      email: null,
      balance: 3.11,
      totalMessages: 0,
      // B's discovery went with B: the count is of messages that still exist.
      discoveredMessages: 1,
    });
    const creatorRow = (
      await t.call('GET', `/api/office/users/search?q=${creator.user.nickname.toUpperCase()}`, {
        cookie: admin,
      })
    ).json<OfficeUser[]>();
    expect(creatorRow).toEqual([
      expect.objectContaining({ id: creator.user.id, totalMessages: 1, discoveredMessages: 0 }),
    ]);
  });

  it('searches with no minimum length, by partial email too, and finds nothing for nonsense', async () => {
    const withEmail = await signedInUser(t, { walletEuros: 0, email: 'Someone.Else@example.org' });
    const all = (await t.call('GET', '/api/office/users/search?q=', { cookie: admin })).json<
      OfficeUser[]
    >();
    expect(all.length).toBeGreaterThan(1);
    const byEmail = (
      await t.call('GET', '/api/office/users/search?q=else@EXAMPLE', { cookie: admin })
    ).json<OfficeUser[]>();
    expect(byEmail.map((row) => row.id)).toEqual([withEmail.user.id]);
    const none = await t.call('GET', '/api/office/users/search?q=%25%25nobody_at_all', {
      cookie: admin,
    });
    expect(none.json()).toEqual([]);
  });
});

describe('debug', () => {
  it("shows the admin's recorded device and its exemption", async () => {
    const deviceId = 'A'.repeat(44);
    const login = await t.call('POST', '/api/auth/login', {
      body: { nickname: 'admin', password: ADMIN_PASSWORD, deviceId },
    });
    const cookie = sessionCookieOf(login);
    const info = await t.call('GET', '/api/debug/device-id', { cookie });
    expect(info.json()).toEqual({
      currentDeviceId: deviceId,
      userId: expect.any(Number),
      nickname: 'admin',
      isExemptDevice: true,
    });
  });

  it('answers exactly what registration then does, and logs each test', async () => {
    const taken = await signedInUser(t, { walletEuros: 0 });
    const freshDevice = 'F'.repeat(42);
    const adminDevice = 'A'.repeat(44);
    const cases = [
      { testDeviceId: taken.user.deviceId!, testNickname: 'brand_new_1', canRegister: false },
      { testDeviceId: freshDevice, testNickname: taken.user.nickname, canRegister: false },
      { testDeviceId: freshDevice, testNickname: 'ADMIN', canRegister: false },
      {
        testDeviceId: adminDevice,
        testNickname: 'brand_new_2',
        canRegister: true,
        key: 'server_registration_allowed_exempt',
      },
      {
        testDeviceId: freshDevice,
        testNickname: 'brand_new_3',
        canRegister: true,
        key: 'server_registration_allowed',
      },
    ];
    for (const c of cases) {
      const before = await auditCount();
      const test = await t.call('POST', '/api/debug/test-device-block', {
        cookie: admin,
        body: { testDeviceId: c.testDeviceId, testNickname: c.testNickname },
      });
      expect(test.statusCode).toBe(200);
      const result = test.json<{
        canRegister: boolean;
        reason: string;
        reasonMessage: SaidMessage;
        existingNickname: string | null;
      }>();
      // The reason as a catalog key too, so the admin reads it in their language (issue 21).
      expect(english(result.reasonMessage)).toBe(result.reason);
      if (c.key) expect(result.reasonMessage.key).toBe(c.key);
      expect(result.canRegister, c.testNickname).toBe(c.canRegister);
      expect(await auditCount()).toBe(before + 1);
      const registered = await t.call('POST', '/api/auth/register', {
        body: { nickname: c.testNickname, password: 'secret123', deviceId: c.testDeviceId },
      });
      expect(registered.statusCode === 201 || registered.statusCode === 200, c.testNickname).toBe(
        c.canRegister,
      );
      if (!c.canRegister) {
        const refusal = registered.json<{ error: string; message: SaidMessage }>();
        expect(refusal.error).toBe(result.reason);
        expect(refusal.message).toEqual(result.reasonMessage);
      }
    }
    const blocked = await t.call('POST', '/api/debug/test-device-block', {
      cookie: admin,
      body: { testDeviceId: taken.user.deviceId!, testNickname: 'another_one' },
    });
    expect(blocked.json()).toMatchObject({
      isExemptDevice: false,
      existingAccount: true,
      existingNickname: taken.user.nickname,
      canRegister: false,
    });
  });

  it('refuses a malformed test like registration does', async () => {
    for (const body of [
      { testDeviceId: 'short', testNickname: 'x' },
      { testDeviceId: 'F'.repeat(42) },
      { testDeviceId: 'F'.repeat(42), testNickname: 'bad name!' },
    ]) {
      const response = await t.call('POST', '/api/debug/test-device-block', {
        cookie: admin,
        body,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
