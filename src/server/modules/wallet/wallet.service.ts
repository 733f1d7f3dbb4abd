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
import { createRewardHolds } from './reward-holds';
import { rewardEventsOf } from './reward-activity.repository';
import { deleteFreeDaysOf } from './wallet.repository';
import {
  presentPricing,
  presentPricingCheck,
  presentTransaction,
  presentWallet,
} from './wallet.presenter';

const TRANSACTIONS_LIMIT = 200;

/** The office's list of rewards under review. */
const UNDER_REVIEW_LIMIT = 200;

/**
 * The wallet's reads, and the postings other modules call inside their own transactions:
 * photos (price, escrow, refund), scan (rewards), payments (top-ups, withdrawals), the release
 * job and the office (held rewards, decision 012).
 */
export function createWalletService(deps: { db: Db; clock: Clock; rewardHoldDays: number }) {
  const { db } = deps;
  const pricing = createPricing(deps);
  const holds = createRewardHolds({ clock: deps.clock, holdDays: deps.rewardHoldDays });

  return {
    /** Activity (decision 028): rewards received and released, newest first. */
    activityOf: (userId: number, limit: number) => rewardEventsOf(db, userId, limit),

    /** Account deletion (decision 021): what the account still holds, and giving it up. */
    heldCents: (tx: Db, userId: number) => heldCents(tx, userId),
    forfeitBalances: (tx: Db, userId: number) => forfeitBalances(tx, userId),
    /** The free-discovery days are personal history: forgotten with a deleted account. */
    forgetUser: (tx: Db, userId: number) => deleteFreeDaysOf(tx, userId),

    /** 'Discovered by me': what the finder received for each message, in cents. */
    rewardsReceivedFor: (userId: number, photoIds: number[]) =>
      repo.rewardsReceivedFor(db, userId, photoIds),

    async wallet(user: UserRow): Promise<Wallet> {
      return presentWallet(await balancesOf(db, user.id), await holds.waitingOf(db, user.id));
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
    balancesIn: (tx: Db, userId: number) => balancesOf(tx, userId),
    rewardsPaidCents: () => repo.rewardsPaidCents(db),
    /** The data export: what each discovered message paid this finder, in cents. */
    rewardsReceivedByPhoto: (userId: number) => repo.rewardsReceivedByPhoto(db, userId),
    officeFigures: () => repo.officeFigures(db),
    totalBalancesOf: (userIds: number[]) => repo.totalBalancesOf(db, userIds),
    /** The release job's batch of due holds, and settling one of them. */
    dueHolds: (limit: number) => holds.dueHolds(db, limit),
    settleHold: (holdId: number, sharedPayout: boolean) => holds.settle(db, holdId, sharedPayout),
    findHold: (holdId: number) => holds.findHold(db, holdId),
    /** A withdrawal's second look at released rewards (decision 012). */
    releasedToRecheck: (finderId: number) => holds.releasedToRecheck(db, finderId),
    recallHold: (holdId: number, finderId: number) => holds.recall(db, holdId, finderId),
    decideHold: (...args: Parameters<typeof holds.decide>) => holds.decide(...args),
    heldForReview: () => holds.underReview(db, UNDER_REVIEW_LIMIT),
    ...createMessagePostings({ pricing, holds }),
    ...createPaymentPostings({ db }),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
