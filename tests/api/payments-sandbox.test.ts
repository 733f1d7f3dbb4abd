import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentIntentResponse, Wallet } from '@/shared/contract/wallet';
import { ledgerTotal } from '@/server/modules/wallet/ledger.repository';
import { fundRewardsOf, signedInUser } from '../factories';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(() => t.close());

const card = (cardNumber: string, expYear = 2030) => ({
  cardNumber,
  expMonth: 12,
  expYear,
  cvc: '123',
});
const wallet = async (cookie: string) =>
  (await t.call('GET', '/api/wallet', { cookie })).json<Wallet>();

async function pay(cookie: string, amount: number, cardNumber: string, expYear?: number) {
  const intent = (
    await t.call('POST', '/api/stripe/create-payment-intent', { cookie, body: { amount } })
  ).json<PaymentIntentResponse>();
  const confirmed = await t.call(
    'POST',
    `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
    { cookie, body: card(cardNumber, expYear) },
  );
  return { intent, confirmed };
}

async function readyForPayouts(cookie: string) {
  const { url } = (await t.call('POST', '/api/stripe/onboarding-link', { cookie })).json<{
    url: string;
  }>();
  const account = new URL(url).searchParams.get('account')!;
  expect(url).toContain('/sandbox/onboarding?account=');
  const done = await t.call('POST', `/api/sandbox/accounts/${account}/complete-onboarding`, {
    cookie,
  });
  expect(done.statusCode).toBe(200);
}

describe('sandbox top-ups (Stripe test cards)', () => {
  it('4242 4242 4242 4242 pays and is credited once, by the sandbox as by a webhook', async () => {
    const { cookie } = await signedInUser(t, { walletEuros: 0 });
    const { intent, confirmed } = await pay(cookie, 10, '4242 4242 4242 4242');
    expect(intent.provider).toBe('sandbox');
    expect(confirmed.json()).toEqual({ status: 'succeeded', error: null });
    const first = await t.call('POST', '/api/stripe/confirm-payment', {
      cookie,
      body: { paymentIntentId: intent.paymentIntentId },
    });
    const second = await t.call('POST', '/api/stripe/confirm-payment', {
      cookie,
      body: { paymentIntentId: intent.paymentIntentId },
    });
    // Credited when the card went through (the webhook's part); the client's confirm finds it.
    expect(first.json()).toEqual({ alreadyProcessed: true, amount: 10 });
    expect(second.json()).toEqual({ alreadyProcessed: true, amount: 10 });
    expect(await wallet(cookie)).toEqual({
      balance: 10,
      withdrawableBalance: 0,
      underprintRewards: 0,
      pendingBalance: 0,
      pendingRewards: [],
    });
  });

  it('credits a card that went through though the client never confirms (a reload, a lost connection)', async () => {
    const { cookie } = await signedInUser(t, { walletEuros: 0 });
    const { confirmed } = await pay(cookie, 7, '4242 4242 4242 4242');
    expect(confirmed.json()).toEqual({ status: 'succeeded', error: null });
    expect(await wallet(cookie)).toMatchObject({ balance: 7 });
    const history = (await t.call('GET', '/api/wallet/transactions', { cookie })).json<
      Array<{ amount: number }>
    >();
    expect(history.map((entry) => entry.amount)).toEqual([7]);
  });

  it.each([
    ['4000 0000 0000 0002', 2030, 'Your card was declined.'],
    ['4000 0000 0000 9995', 2030, 'Your card has insufficient funds.'],
    ['4242 4242 4242 4242', 2020, 'Your card has expired.'],
    ['1234 5678 9012 3456', 2030, 'Your card number is incorrect.'],
  ])('%s (expiring %i) is refused with "%s" and credits nothing', async (number, year, message) => {
    const { cookie } = await signedInUser(t, { walletEuros: 0 });
    const { intent, confirmed } = await pay(cookie, 10, number, year);
    expect(confirmed.json()).toEqual({ status: 'requires_payment_method', error: message });
    const confirm = await t.call('POST', '/api/stripe/confirm-payment', {
      cookie,
      body: { paymentIntentId: intent.paymentIntentId },
    });
    expect(confirm.statusCode).toBe(409);
    expect((await wallet(cookie)).balance).toBe(0);
  });

  it.each(['hasOwnProperty', 'toLocaleString', 'propertyIsEnumerable'])(
    'a card number %s, a name every object has, is incorrect, not a server error',
    async (number) => {
      const { cookie } = await signedInUser(t, { walletEuros: 0 });
      const { intent, confirmed } = await pay(cookie, 10, number);
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({
        status: 'requires_payment_method',
        error: 'Your card number is incorrect.',
      });
      const confirm = await t.call('POST', '/api/stripe/confirm-payment', {
        cookie,
        body: { paymentIntentId: intent.paymentIntentId },
      });
      expect(confirm.statusCode).toBe(409);
      expect((await wallet(cookie)).balance).toBe(0);
    },
  );

  it("cannot confirm or credit another user's payment", async () => {
    const owner = await signedInUser(t, { walletEuros: 0 });
    const other = await signedInUser(t, { walletEuros: 0 });
    const intent = (
      await t.call('POST', '/api/stripe/create-payment-intent', {
        cookie: owner.cookie,
        body: { amount: 50 },
      })
    ).json<PaymentIntentResponse>();
    const byOther = await t.call(
      'POST',
      `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
      { cookie: other.cookie, body: card('4242424242424242') },
    );
    expect(byOther.statusCode).toBe(404);
    await t.call('POST', `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
      cookie: owner.cookie,
      body: card('4242424242424242'),
    });
    const stolen = await t.call('POST', '/api/stripe/confirm-payment', {
      cookie: other.cookie,
      body: { paymentIntentId: intent.paymentIntentId },
    });
    expect(stolen.statusCode).toBe(404);
    expect((await wallet(other.cookie)).balance).toBe(0);
  });

  it('has no webhook: anything posted there is refused', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('sandbox withdrawals', () => {
  it('pays out withdrawable money once onboarding is complete', async () => {
    const { cookie, user } = await signedInUser(t, { walletEuros: 5 });
    await fundRewardsOf(t, user.id, 2);
    await readyForPayouts(cookie);
    expect((await t.call('GET', '/api/stripe/account-status', { cookie })).json()).toEqual({
      hasAccount: true,
      payoutsEnabled: true,
      requirementsCurrentlyDue: [],
    });
    const response = await t.call('POST', '/api/withdraw', { cookie, body: { amount: 0.5 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      amount: 0.5,
      transferId: expect.stringMatching(/^tr_sandbox_/),
    });
    expect(await wallet(cookie)).toEqual({
      balance: 6.5,
      withdrawableBalance: 1.5,
      underprintRewards: 0,
      pendingBalance: 0,
      pendingRewards: [],
    });
  });

  it('never pays out top-ups: only withdrawable money leaves', async () => {
    const { cookie } = await signedInUser(t, { walletEuros: 50 });
    await readyForPayouts(cookie);
    const response = await t.call('POST', '/api/withdraw', { cookie, body: { amount: 1 } });
    expect(response.statusCode).toBe(402);
    expect((await wallet(cookie)).balance).toBe(50);
  });

  it('refuses less than €0.50 and fractions of a cent', async () => {
    const { cookie, user } = await signedInUser(t, { walletEuros: 0 });
    await fundRewardsOf(t, user.id, 2);
    await readyForPayouts(cookie);
    for (const amount of [0.49, 0, 1.005]) {
      expect((await t.call('POST', '/api/withdraw', { cookie, body: { amount } })).statusCode).toBe(
        400,
      );
    }
    expect((await wallet(cookie)).withdrawableBalance).toBe(2);
  });

  it('gives one success to two parallel withdrawals of the whole withdrawable balance', async () => {
    const { cookie, user } = await signedInUser(t, { walletEuros: 0 });
    await fundRewardsOf(t, user.id, 3);
    await readyForPayouts(cookie);
    const replies = await Promise.all(
      [1, 2].map(() => t.call('POST', '/api/withdraw', { cookie, body: { amount: 3 } })),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 402]);
    expect((await wallet(cookie)).withdrawableBalance).toBe(0);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });

  it('pays a retried request once', async () => {
    const { cookie, user } = await signedInUser(t, { walletEuros: 0 });
    await fundRewardsOf(t, user.id, 3);
    await readyForPayouts(cookie);
    const body = { amount: 1, requestId: 'same-request-123' };
    const replies = await Promise.all(
      [1, 2, 3].map(() => t.call('POST', '/api/withdraw', { cookie, body })),
    );
    const ok = replies.filter((r) => r.statusCode === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.json<{ transferId: string }>().transferId)).size).toBe(1);
    expect((await wallet(cookie)).withdrawableBalance).toBe(2);
  });

  it('refuses a request id sent again with another amount, and moves nothing more', async () => {
    const { cookie, user } = await signedInUser(t, { walletEuros: 0 });
    await fundRewardsOf(t, user.id, 5);
    await readyForPayouts(cookie);
    const first = await t.call('POST', '/api/withdraw', {
      cookie,
      body: { amount: 1, requestId: 'one-request-456' },
    });
    expect(first.statusCode).toBe(200);
    const other = await t.call('POST', '/api/withdraw', {
      cookie,
      body: { amount: 3, requestId: 'one-request-456' },
    });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: 'This withdrawal request id is already used.' });
    const again = await t.call('POST', '/api/withdraw', {
      cookie,
      body: { amount: 1, requestId: 'one-request-456' },
    });
    expect(again.json()).toEqual(first.json());
    expect((await wallet(cookie)).withdrawableBalance).toBe(4);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });

  it("cannot complete someone else's onboarding", async () => {
    const owner = await signedInUser(t, { walletEuros: 0 });
    const other = await signedInUser(t, { walletEuros: 0 });
    const { url } = (
      await t.call('POST', '/api/stripe/onboarding-link', { cookie: owner.cookie })
    ).json<{ url: string }>();
    const account = new URL(url).searchParams.get('account')!;
    const response = await t.call('POST', `/api/sandbox/accounts/${account}/complete-onboarding`, {
      cookie: other.cookie,
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await t.call('GET', '/api/stripe/account-status', { cookie: owner.cookie })).json(),
    ).toMatchObject({ payoutsEnabled: false });
  });
});
