import type { PricingCheck, ScanPricing, Transaction, Wallet } from '@/shared/contract/wallet';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import type { Clock } from '@/server/lib/clock';
import { forfeitBalances, heldCents } from './account-closing';
import { balancesOf } from './ledger';
import * as repo from './ledger.repository';
import { createMessagePostings } from './message-postings';
import { createPaymentPostings } from './payment-postings';
import { createPricing } from './pricing';
import { deleteFreeDaysOf } from './wallet.repository';
import {
  presentPricing,
  presentPricingCheck,
  presentTransaction,
  presentWallet,
} from './wallet.presenter';

const TRANSACTIONS_LIMIT = 200;

/**
 * The wallet's reads, and the postings other modules call inside their own transactions:
 * photos (price, escrow, refund), scan (rewards) and payments (top-ups, withdrawals).
 */
export function createWalletService(deps: { db: Db; clock: Clock }) {
  const { db } = deps;
  const pricing = createPricing(deps);

  return {
    /** Account deletion (decision 021): what the account still holds, and giving it up. */
    heldCents: (tx: Db, userId: number) => heldCents(tx, userId),
    forfeitBalances: (tx: Db, userId: number) => forfeitBalances(tx, userId),
    /** The free-discovery days are personal history: forgotten with a deleted account. */
    forgetUser: (tx: Db, userId: number) => deleteFreeDaysOf(tx, userId),

    async wallet(user: UserRow): Promise<Wallet> {
      return presentWallet(await balancesOf(db, user.id));
    },

    async transactions(user: UserRow): Promise<Transaction[]> {
      const rows = await repo.transfersOfUser(db, user.id, TRANSACTIONS_LIMIT);
      return rows.map(presentTransaction);
    },

    pricing(): ScanPricing {
      return presentPricing();
    },

    /** What creating would cost, answered by the function the creation charges with. */
    async check(user: UserRow, requestedScans: number, rewardCents: number): Promise<PricingCheck> {
      const price = await pricing.priceOf(db, user, requestedScans);
      const b = await balancesOf(db, user.id);
      const total = price.costCents + (user.isAdmin ? 0 : rewardCents);
      return presentPricingCheck(price, total, b.spendable + b.withdrawable);
    },

    /**
     * What creating several messages together would cost (a treasure hunt's steps): the same
     * prices their charges will use, plus their rewards' escrow (nothing for the admin).
     */
    async checkMany(
      user: UserRow,
      messages: Array<{ requestedScans: number; rewardCents: number }>,
    ): Promise<PricingCheck> {
      const prices = await pricing.pricesOf(
        db,
        user,
        messages.map((message) => message.requestedScans),
      );
      const costCents = prices.reduce((sum, price) => sum + price.costCents, 0);
      const rewardCents = user.isAdmin
        ? 0
        : messages.reduce((sum, message) => sum + message.rewardCents, 0);
      const b = await balancesOf(db, user.id);
      const price = { costCents, isFree: prices.every((each) => each.isFree) };
      return presentPricingCheck(price, costCents + rewardCents, b.spendable + b.withdrawable);
    },

    balances: (userId: number) => balancesOf(db, userId),
    rewardsPaidCents: () => repo.rewardsPaidCents(db),
    officeFigures: () => repo.officeFigures(db),
    totalBalancesOf: (userIds: number[]) => repo.totalBalancesOf(db, userIds),
    ...createMessagePostings({ pricing }),
    ...createPaymentPostings({ db }),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
