import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountStatus, PaymentIntentResponse, Wallet } from '@/shared/contract/wallet';
import { ledgerTotal } from '@/server/modules/wallet/ledger.repository';
import { fundRewardsOf, signedInUser } from '../factories';
import {
  createStripeTestApp,
  STRIPE_WEBHOOK_SECRET as WEBHOOK_SECRET,
  type StripeStandIn,
} from '../support/stripe-test-app';
import type { TestApp } from '../support/test-app';

let stand: StripeStandIn;
let t: TestApp;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, stand, close } = await createStripeTestApp());
});
afterAll(() => close());

const wallet = async (cookie: string) =>
  (await t.call('GET', '/api/wallet', { cookie })).json<Wallet>();

async function startTopUp(cookie: string, amount: number) {
  const response = await t.call('POST', '/api/stripe/create-payment-intent', {
    cookie,
    body: { amount },
  });
  expect(response.statusCode).toBe(200);
  return response.json<PaymentIntentResponse>();
}

function webhook(event: object, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    payload,
  });
}

const succeededEvent = (intentId: string, eventId = `evt_${intentId}`) => ({
  id: eventId,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: { id: intentId, object: 'payment_intent' } },
});

describe('the stripe provider (official SDK against a local stand-in)', () => {
  it('creates an intent in euro cents with the user in its metadata, and tells the client to use Elements', async () => {
    const { cookie, user } = await signedInUser(t, { walletEuros: 0 });
    const intent = await startTopUp(cookie, 12.5);
    expect(intent).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_underprint' });
    expect(stand.intents.get(intent.paymentIntentId)).toMatchObject({
      amount: 1250,
      currency: 'eur',
      metadata: { userId: String(user.id) },
    });
  });

  it('credits only what the provider says is paid, once, whether confirm or webhook comes first', async () => {
    const { cookie } = await signedInUser(t, { walletEuros: 0 });
    const { paymentIntentId } = await startTopUp(cookie, 10);
    const early = await t.call('POST', '/api/stripe/confirm-payment', {
      cookie,
      body: { paymentIntentId },
    });
    expect(early.statusCode).toBe(409);
    expect((await wallet(cookie)).balance).toBe(0);

    stand.succeed(paymentIntentId);
    expect((await webhook(succeededEvent(paymentIntentId))).statusCode).toBe(200);
    expect((await webhook(succeededEvent(paymentIntentId))).statusCode).toBe(200);
    const confirm = await t.call('POST', '/api/stripe/confirm-payment', {
      cookie,
      body: { paymentIntentId },
    });
    expect(confirm.json()).toEqual({ alreadyProcessed: true, amount: 10 });
    expect((await wallet(cookie)).balance).toBe(10);
  });

  it('credits once under parallel confirms and webhooks', async () => {
    const { cookie } = await signedInUser(t, { walletEuros: 0 });
    const { paymentIntentId } = await startTopUp(cookie, 7);
    stand.succeed(paymentIntentId);
    const replies = await Promise.all([
      ...Array.from({ length: 4 }, () =>
        t.call('POST', '/api/stripe/confirm-payment', { cookie, body: { paymentIntentId } }),
      ),
      ...Array.from({ length: 4 }, (_, i) => webhook(succeededEvent(paymentIntentId, `evt_${i}`))),
    ]);
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    expect((await wallet(cookie)).balance).toBe(7);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });

  it('refuses a webhook with a bad or missing signature and credits nothing', async () => {
    const { cookie } = await signedInUser(t, { walletEuros: 0 });
    const { paymentIntentId } = await startTopUp(cookie, 5);
    stand.succeed(paymentIntentId);
    const forged = await webhook(succeededEvent(paymentIntentId), 'whsec_someone_else');
    expect(forged.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(succeededEvent(paymentIntentId)),
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await wallet(cookie)).balance).toBe(0);
  });

  it("credits nothing for a confirm of another user's intent", async () => {
    const owner = await signedInUser(t, { walletEuros: 0 });
    const thief = await signedInUser(t, { walletEuros: 0 });
    const { paymentIntentId } = await startTopUp(owner.cookie, 20);
    stand.succeed(paymentIntentId);
    const stolen = await t.call('POST', '/api/stripe/confirm-payment', {
      cookie: thief.cookie,
      body: { paymentIntentId },
    });
    expect(stolen.statusCode).toBe(404);
    expect((await wallet(thief.cookie)).balance).toBe(0);
    expect((await wallet(owner.cookie)).balance).toBe(0);
    const unknown = await t.call('POST', '/api/stripe/confirm-payment', {
      cookie: thief.cookie,
      body: { paymentIntentId: 'pi_nope' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses top-ups outside 1 to 500 euros', async () => {
    const { cookie } = await signedInUser(t, { walletEuros: 0 });
    for (const amount of [0.99, 500.01, -5, 10.001]) {
      const response = await t.call('POST', '/api/stripe/create-payment-intent', {
        cookie,
        body: { amount },
      });
      expect(response.statusCode).toBe(400);
    }
    expect(
      (await t.call('POST', '/api/stripe/create-payment-intent', { body: { amount: 5 } }))
        .statusCode,
    ).toBe(401);
  });

  it('onboards a connected account, withdraws, and reverses a refused transfer', async () => {
    const { cookie, user } = await signedInUser(t, { walletEuros: 0 });
    await fundRewardsOf(t, user.id, 3);
    const status = async () =>
      (await t.call('GET', '/api/stripe/account-status', { cookie })).json<AccountStatus>();
    expect(await status()).toEqual({
      hasAccount: false,
      payoutsEnabled: false,
      requirementsCurrentlyDue: [],
    });
    const early = await t.call('POST', '/api/withdraw', { cookie, body: { amount: 1 } });
    expect(early.statusCode).toBe(400);
    expect(early.json<{ error: string }>().error).toContain('Bank Account Setup Required');

    expect((await t.call('POST', '/api/stripe/connect-account', { cookie })).json()).toEqual({
      onboardingComplete: false,
    });
    const link = (await t.call('POST', '/api/stripe/onboarding-link', { cookie })).json<{
      url: string;
    }>();
    expect(link.url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/acct_/);
    expect(await status()).toEqual({
      hasAccount: true,
      payoutsEnabled: false,
      requirementsCurrentlyDue: ['external_account'],
    });
    stand.enablePayouts(link.url.split('/').pop()!);

    const paid = await t.call('POST', '/api/withdraw', {
      cookie,
      body: { amount: 1, requestId: 'req-withdraw-0001' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ amount: 1, transferId: expect.stringMatching(/^tr_/) });
    const again = await t.call('POST', '/api/withdraw', {
      cookie,
      body: { amount: 1, requestId: 'req-withdraw-0001' },
    });
    expect(again.json()).toEqual(paid.json());
    expect(stand.transfers.size).toBeGreaterThanOrEqual(1);
    expect((await wallet(cookie)).withdrawableBalance).toBe(2);

    stand.state.failTransfers = true;
    const refused = await t.call('POST', '/api/withdraw', { cookie, body: { amount: 1.5 } });
    stand.state.failTransfers = false;
    expect(refused.statusCode).toBe(502);
    expect(refused.json<{ error: string }>().error).toContain('back in your wallet');
    expect((await wallet(cookie)).withdrawableBalance).toBe(2);
    const history = (await t.call('GET', '/api/wallet/transactions', { cookie })).json<
      Array<{ description: string; amount: number }>
    >();
    expect(history.slice(0, 2).map((h) => [h.description, h.amount])).toEqual([
      ['Withdrawal failed: amount returned', 1.5],
      ['Withdrawal to bank account', -1.5],
    ]);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });
});
