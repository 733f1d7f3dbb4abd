import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { InsufficientFunds, accountOf, balancesOf, idempotently, transfer } from './ledger';
import { waitingOf } from './reward-holds.repository';
import { withdrawalRefusal } from './withdrawal-refusal';

type Withdrawal = { requestId: string; userId: number; amountCents: number };

/**
 * Money entering and leaving through the payment provider. Each transfer carries the
 * provider's id as its idempotency key, so a retried confirm, webhook or payout moves nothing.
 */
export function createPaymentPostings(deps: { db: Db }) {
  const { db } = deps;

  return {
    /** A paid card top-up into spendable, once per payment whatever calls it first. */
    async creditTopUp(payment: { paymentIntentId: string; userId: number; amountCents: number }) {
      const key = `top-up:${payment.paymentIntentId}`;
      return idempotently(
        db,
        async (tx) => {
          const { duplicate } = await transfer(tx, {
            from: await accountOf(tx, 'external'),
            to: await accountOf(tx, 'spendable', { userId: payment.userId }),
            amountCents: payment.amountCents,
            kind: 'top_up',
            description: 'Card top-up',
            idempotencyKey: key,
          });
          return { duplicate };
        },
        async () => ({ duplicate: true }),
      );
    },

    /**
     * Takes a withdrawal out of withdrawable; the provider transfer shares its key. Pending
     * rewards are in another account, so they can never leave early; the refusal says when
     * they will be withdrawable.
     */
    async debitWithdrawal(tx: Db, request: Withdrawal) {
      try {
        return await transfer(tx, {
          from: await accountOf(tx, 'withdrawable', { userId: request.userId }),
          to: await accountOf(tx, 'external'),
          amountCents: request.amountCents,
          kind: 'withdrawal',
          description: 'Withdrawal to bank account',
          idempotencyKey: `withdrawal:${request.requestId}`,
        });
      } catch (error) {
        if (error instanceof InsufficientFunds) {
          const { withdrawable } = await balancesOf(tx, request.userId);
          const waiting = await waitingOf(tx, request.userId);
          throw new AppError('INSUFFICIENT_FUNDS', withdrawalRefusal(withdrawable, waiting));
        }
        throw error;
      }
    },

    /** A refused payout comes back as a new transfer; the first one stays in the history. */
    async reverseWithdrawal(tx: Db, request: Withdrawal) {
      await transfer(tx, {
        from: await accountOf(tx, 'external'),
        to: await accountOf(tx, 'withdrawable', { userId: request.userId }),
        amountCents: request.amountCents,
        kind: 'withdrawal_reversal',
        description: 'Withdrawal failed: amount returned',
        idempotencyKey: `withdrawal-reversal:${request.requestId}`,
      });
    },
  };
}
