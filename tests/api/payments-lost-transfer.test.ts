// A withdrawal whose transfer call loses its answer (decision 003, session 20): the amount stays
// held, never paid twice, never returned while the transfer may exist, and the request's retry
// or the settle-withdrawals job asks Stripe again, once per lease, until it is paid or refused.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Wallet } from '@/shared/contract/wallet';
import { withdrawals } from '@/server/db/schema/ledger';
import { ledgerTotal } from '@/server/modules/wallet/ledger.repository';
import { fundRewardsOf, signedInUser } from '../factories';
import {
  connectPayoutAccount,
  createStripeTestApp,
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

/** A user with 3 € of withdrawable rewards and a connected account that can be paid. */
async function payableUser() {
  const { cookie, user } = await signedInUser(t, { walletEuros: 0 });
  await fundRewardsOf(t, user.id, 3);
  expect((await connectPayoutAccount(t, stand, cookie)).payoutsEnabled).toBe(true);
  return { cookie, userId: user.id };
}

const withdraw = (cookie: string, requestId: string, amount = 1) =>
  t.call('POST', '/api/withdraw', { cookie, body: { amount, requestId } });

const withdrawable = async (cookie: string) =>
  (await t.call('GET', '/api/wallet', { cookie })).json<Wallet>().withdrawableBalance;

const transfersFor = (requestId: string) =>
  [...stand.transfers.values()].filter((tr) => tr.transfer_group === `withdrawal:${requestId}`);

const rowOf = async (requestId: string) =>
  (await t.database.db.select().from(withdrawals).where(eq(withdrawals.requestId, requestId)))[0]!;

/** Ages the lease past its 120 s, as if the lost call had ended minutes ago. */
const expireLease = (requestId: string) =>
  t.database.db
    .update(withdrawals)
    .set({ transferAttemptedAt: sql`now() - interval '3 minutes'` })
    .where(eq(withdrawals.requestId, requestId));

/** Every way the stand-in can lose a transfer call, back to answering. */
function answerAgain() {
  stand.state.dropTransferReplies = 0;
  stand.state.dropTransferRequests = 0;
  stand.state.transferServerErrors = 0;
  stand.state.transferIdempotencyErrors = 0;
  stand.state.failTransfers = false;
}

describe('a withdrawal whose transfer call loses its answer', () => {
  it('is held, refused as under way while its lease holds, then found made and settled paid once by the job', async () => {
    const { cookie, userId } = await payableUser();
    // The transfer is made, then the connection drops; the SDK's two retries drop too.
    stand.state.dropTransferReplies = 1;
    stand.state.dropTransferRequests = 2;
    const lost = await withdraw(cookie, 'req-lost-answer-01');
    answerAgain();
    expect(lost.statusCode).toBe(504);
    expect(lost.json()).toMatchObject({ code: 'PAYOUT_PENDING' });
    expect(lost.json<{ error: string }>().error).toContain('The amount is held');
    expect(await withdrawable(cookie)).toBe(2);
    expect(transfersFor('req-lost-answer-01')).toHaveLength(1);

    // A retry while the lease holds asks nothing of Stripe, and the job leaves it alone.
    const calls = stand.state.requests.length;
    const early = await withdraw(cookie, 'req-lost-answer-01');
    expect(early.statusCode).toBe(409);
    expect(early.json<{ error: string }>().error).toBe('This withdrawal is still being processed.');
    expect(await t.app.settleWithdrawals()).toEqual({ paid: 0, returned: 0, unknown: 0 });
    expect(stand.state.requests.length).toBe(calls);

    await expireLease('req-lost-answer-01');
    expect(await t.app.settleWithdrawals()).toEqual({ paid: 1, returned: 0, unknown: 0 });
    const [made] = transfersFor('req-lost-answer-01');
    expect(transfersFor('req-lost-answer-01')).toHaveLength(1);
    expect(await rowOf('req-lost-answer-01')).toMatchObject({
      userId,
      status: 'paid',
      providerTransferId: made!.id,
    });
    const answered = await withdraw(cookie, 'req-lost-answer-01');
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ amount: 1, transferId: made!.id });
    expect(await withdrawable(cookie)).toBe(2);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });

  it('asks again on the request’s own retry once the lease ran out, when the first call never reached Stripe', async () => {
    const { cookie } = await payableUser();
    stand.state.dropTransferRequests = 3;
    const lost = await withdraw(cookie, 'req-never-sent-01', 1.25);
    answerAgain();
    expect(lost.statusCode).toBe(504);
    expect(transfersFor('req-never-sent-01')).toHaveLength(0);
    expect(await withdrawable(cookie)).toBe(1.75);

    await expireLease('req-never-sent-01');
    const retried = await withdraw(cookie, 'req-never-sent-01', 1.25);
    expect(retried.statusCode).toBe(200);
    expect(transfersFor('req-never-sent-01')).toHaveLength(1);
    expect(transfersFor('req-never-sent-01')[0]!.amount).toBe(125);
    expect(retried.json()).toEqual({
      amount: 1.25,
      transferId: transfersFor('req-never-sent-01')[0]!.id,
    });
    // Settled: the job has nothing left to ask, another amount under the id is still refused.
    expect(await t.app.settleWithdrawals()).toEqual({ paid: 0, returned: 0, unknown: 0 });
    expect((await withdraw(cookie, 'req-never-sent-01', 2)).statusCode).toBe(409);
    expect(await withdrawable(cookie)).toBe(1.75);
  });

  it('holds the amount through an idempotency error, whose key may already have paid', async () => {
    const { cookie } = await payableUser();
    stand.state.transferIdempotencyErrors = 1;
    const held = await withdraw(cookie, 'req-key-reused-01');
    answerAgain();
    expect(held.statusCode).toBe(504);
    expect(held.json()).toMatchObject({ code: 'PAYOUT_PENDING' });
    expect((await rowOf('req-key-reused-01')).status).toBe('pending');
    expect(await withdrawable(cookie)).toBe(2);
  });

  it('holds the amount through Stripe’s 5xx, which may have made the transfer, and never returns it then', async () => {
    const { cookie } = await payableUser();
    stand.state.transferServerErrors = 3;
    const lost = await withdraw(cookie, 'req-server-error-1');
    answerAgain();
    expect(lost.statusCode).toBe(504);
    expect(await withdrawable(cookie)).toBe(2);
    const history = (await t.call('GET', '/api/wallet/transactions', { cookie })).json<
      Array<{ description: string }>
    >();
    expect(history.map((h) => h.description)).not.toContain('Withdrawal failed: amount returned');

    // Stripe still down at the job's run: counted unknown, the lease taken again.
    await expireLease('req-server-error-1');
    stand.state.transferServerErrors = 3;
    expect(await t.app.settleWithdrawals()).toEqual({ paid: 0, returned: 0, unknown: 1 });
    answerAgain();
    expect((await rowOf('req-server-error-1')).status).toBe('pending');
    expect(await t.app.settleWithdrawals()).toEqual({ paid: 0, returned: 0, unknown: 0 });

    await expireLease('req-server-error-1');
    expect(await t.app.settleWithdrawals()).toEqual({ paid: 1, returned: 0, unknown: 0 });
    expect(transfersFor('req-server-error-1')).toHaveLength(1);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });

  it('returns the amount once when Stripe refuses the transfer asked for again', async () => {
    const { cookie } = await payableUser();
    stand.state.dropTransferRequests = 3;
    expect((await withdraw(cookie, 'req-refused-later')).statusCode).toBe(504);
    answerAgain();
    await expireLease('req-refused-later');
    stand.state.failTransfers = true;
    expect(await t.app.settleWithdrawals()).toEqual({ paid: 0, returned: 1, unknown: 0 });
    answerAgain();
    expect((await rowOf('req-refused-later')).status).toBe('failed');
    expect(await withdrawable(cookie)).toBe(3);
    await expireLease('req-refused-later');
    expect(await t.app.settleWithdrawals()).toEqual({ paid: 0, returned: 0, unknown: 0 });
    const retried = await withdraw(cookie, 'req-refused-later');
    expect(retried.statusCode).toBe(502);
    expect(await withdrawable(cookie)).toBe(3);
    const history = (await t.call('GET', '/api/wallet/transactions', { cookie })).json<
      Array<{ description: string }>
    >();
    expect(
      history.filter((h) => h.description === 'Withdrawal failed: amount returned'),
    ).toHaveLength(1);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });

  it('pays once when two job runs and two retries of the request race for the same lost transfer', async () => {
    const { cookie } = await payableUser();
    stand.state.dropTransferRequests = 3;
    expect((await withdraw(cookie, 'req-raced-retry-1')).statusCode).toBe(504);
    answerAgain();
    await expireLease('req-raced-retry-1');
    const before = stand.state.requests.length;
    const [jobA, jobB, retryA, retryB] = await Promise.all([
      t.app.settleWithdrawals(),
      t.app.settleWithdrawals(),
      withdraw(cookie, 'req-raced-retry-1'),
      withdraw(cookie, 'req-raced-retry-1'),
    ]);
    // One lease holder asked Stripe: one look for the transfer, one call that made it.
    const asked = stand.state.requests.slice(before).filter((r) => r.includes('/v1/transfers'));
    expect(asked).toEqual(['GET /v1/transfers', 'POST /v1/transfers']);
    expect(transfersFor('req-raced-retry-1')).toHaveLength(1);
    expect(jobA.paid + jobB.paid).toBeLessThanOrEqual(1);
    // The others answer 'still being processed' (409), or the paid outcome once it is settled.
    for (const retry of [retryA, retryB]) expect([200, 409]).toContain(retry.statusCode);
    expect((await rowOf('req-raced-retry-1')).status).toBe('paid');
    expect(await withdrawable(cookie)).toBe(2);
    expect(await ledgerTotal(t.database.db)).toBe(0);
  });
});
