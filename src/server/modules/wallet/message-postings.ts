import { discoveryCostCents } from '@/shared/rules/pricing';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import type { SaidMessage } from '@/shared/errors';
import { AppError } from '@/server/errors';
import { accountOf, balancesOf, transfer } from './ledger';
import * as repo from './ledger.repository';
import type { Pricing } from './pricing';
import type { RewardHolds } from './reward-holds';
import { say } from '@/server/lib/say';

type What = {
  kind: string;
  description: string;
  params?: Record<string, string | number>;
  photoId?: number;
};

const scansText = (scans: number) => `${scans} scan${scans === 1 ? '' : 's'}`;

/**
 * The money of a message's life, each inside the transaction of the photo operation that
 * causes it: its price and reward escrow at creation, more discoveries, one reward share per
 * discovery, the refund of unpaid rewards at deletion.
 */
export function createMessagePostings(deps: { pricing: Pricing; holds: RewardHolds }) {
  const { pricing, holds } = deps;

  /**
   * Takes `amountCents` from a user, spendable first, then withdrawable; refuses with the
   * spec's 'Insufficient Balance' text when the two together fall short.
   */
  async function chargeUser(
    tx: Db,
    user: UserRow,
    amountCents: number,
    to: number,
    what: What,
    shortfallMessage: SaidMessage,
  ) {
    if (amountCents === 0) return;
    const spendable = await accountOf(tx, 'spendable', { userId: user.id });
    const withdrawable = await accountOf(tx, 'withdrawable', { userId: user.id });
    const locked = await repo.lockBalances(tx, [spendable, withdrawable]);
    const fromSpendable = Math.min(amountCents, locked.get(spendable) ?? 0);
    const fromWithdrawable = amountCents - fromSpendable;
    if (fromWithdrawable > (locked.get(withdrawable) ?? 0)) {
      throw new AppError('INSUFFICIENT_FUNDS', shortfallMessage);
    }
    if (fromSpendable > 0)
      await transfer(tx, { from: spendable, to, amountCents: fromSpendable, ...what });
    if (fromWithdrawable > 0)
      await transfer(tx, { from: withdrawable, to, amountCents: fromWithdrawable, ...what });
  }

  /** The price of a discovery limit, into platform revenue. */
  async function payForScans(
    tx: Db,
    user: UserRow,
    costCents: number,
    what: { description: string; params: Record<string, string | number>; photoId: number },
    shortfallMessage: SaidMessage,
  ) {
    const revenue = await accountOf(tx, 'revenue');
    await chargeUser(
      tx,
      user,
      costCents,
      revenue,
      { kind: 'discovery_limit', ...what },
      shortfallMessage,
    );
  }

  async function shortfallOf(tx: Db, user: UserRow, costCents: number, scans: number) {
    const b = await balancesOf(tx, user.id);
    // The wallet's refusal of a create it cannot pay (SPEC 8):
    // 'Need €1.00 for 10 scans. Current balance: €0.00'.
    const params = {
      totalCents: costCents,
      count: scans,
      balanceCents: b.spendable + b.withdrawable,
    };
    return scans === 1
      ? say('server_shortfall_one', params)
      : say('server_shortfall_other', params);
  }

  /** The escrow's balance, locked: what is left to pay out or refund. */
  async function lockedEscrow(tx: Db, photoId: number) {
    const escrow = await repo.escrowBalance(tx, photoId);
    if (!escrow) return null;
    const locked = await repo.lockBalances(tx, [escrow.id]);
    return { id: escrow.id, balance: locked.get(escrow.id) ?? 0 };
  }

  return {
    /**
     * After the message row exists: pays its discovery limit and moves its whole reward into
     * the message's escrow. The admin pays nothing; the admin's rewards are in-app credits
     * issued by the platform.
     */
    async chargeForMessage(
      tx: Db,
      user: UserRow,
      photo: { id: number; maxScans: number; rewardCents: number },
    ) {
      const price = await pricing.priceOf(tx, user, photo.maxScans);
      const costCents = await pricing.claim(tx, user, photo.maxScans, price);
      const total = costCents + photo.rewardCents;
      const shortfall = await shortfallOf(tx, user, total, photo.maxScans);
      await payForScans(
        tx,
        user,
        costCents,
        {
          description: `Discovery limit: ${scansText(photo.maxScans)}`,
          params: { scans: photo.maxScans, purchase: 'limit' },
          photoId: photo.id,
        },
        shortfall,
      );
      if (photo.rewardCents === 0) return;
      const escrow = await accountOf(tx, 'escrow', { photoId: photo.id });
      const what = {
        kind: 'reward_escrow',
        description: 'Rewards put aside for finders',
        photoId: photo.id,
      };
      if (user.isAdmin) {
        await transfer(tx, {
          from: await accountOf(tx, 'credit_issuer'),
          to: escrow,
          amountCents: photo.rewardCents,
          ...what,
        });
      } else {
        await chargeUser(tx, user, photo.rewardCents, escrow, what, shortfall);
      }
    },

    /** What the message's escrow still holds for its finders, in cents (locked till commit). */
    async rewardLeftCents(tx: Db, photoId: number): Promise<number> {
      return (await lockedEscrow(tx, photoId))?.balance ?? 0;
    },

    /** Reactivation: more discoveries for an exhausted (or any) message, at the tier price. */
    async chargeForMoreScans(tx: Db, user: UserRow, photoId: number, additionalScans: number) {
      if (user.isAdmin) return;
      const costCents = discoveryCostCents(additionalScans);
      const shortfall = await shortfallOf(tx, user, costCents, additionalScans);
      await payForScans(
        tx,
        user,
        costCents,
        {
          description: `More discoveries: ${scansText(additionalScans)}`,
          params: { scans: additionalScans, purchase: 'more' },
          photoId,
        },
        shortfall,
      );
    },

    /**
     * One share from the message's escrow to its finder: in-app credits when the creator is
     * the admin; otherwise money, pending for the holding period (decision 012), or
     * withdrawable at once when there is none. Returns the cents paid, and the cents the escrow
     * holds after it.
     */
    async payReward(
      tx: Db,
      photo: { id: number; userId: number; rewardPerScanCents: number; creatorIsAdmin: boolean },
      finderId: number,
    ): Promise<{ paidCents: number; leftCents: number }> {
      if (photo.rewardPerScanCents <= 0) return { paidCents: 0, leftCents: 0 };
      const escrow = await lockedEscrow(tx, photo.id);
      if (!escrow) return { paidCents: 0, leftCents: 0 };
      const amountCents = Math.min(photo.rewardPerScanCents, escrow.balance);
      if (amountCents <= 0) return { paidCents: 0, leftCents: escrow.balance };
      const paid = { paidCents: amountCents, leftCents: escrow.balance - amountCents };
      if (!photo.creatorIsAdmin && holds.holding) {
        await holds.hold(
          tx,
          { escrowId: escrow.id, photoId: photo.id, finderId, creatorId: photo.userId },
          amountCents,
        );
        return paid;
      }
      const to = await accountOf(tx, photo.creatorIsAdmin ? 'credits' : 'withdrawable', {
        userId: finderId,
      });
      await transfer(tx, {
        from: escrow.id,
        to,
        amountCents,
        kind: 'reward',
        description: 'Reward for a discovery',
        photoId: photo.id,
      });
      return paid;
    },

    /**
     * At deletion (or when moderation hides it): what is left in escrow goes to the creator's
     * spendable balance, even where withdrawable rewards paid for it (decision 003), or back to
     * the credit issuer for the admin's in-app rewards. Returns the cents refunded.
     */
    async refundEscrow(
      tx: Db,
      photo: { id: number; userId: number },
      creatorIsAdmin: boolean,
    ): Promise<number> {
      const escrow = await lockedEscrow(tx, photo.id);
      if (!escrow || escrow.balance <= 0) return 0;
      const to = creatorIsAdmin
        ? await accountOf(tx, 'credit_issuer')
        : await accountOf(tx, 'spendable', { userId: photo.userId });
      await transfer(tx, {
        from: escrow.id,
        to,
        amountCents: escrow.balance,
        kind: 'reward_refund',
        description: 'Unpaid rewards returned',
        photoId: photo.id,
      });
      return escrow.balance;
    },
  };
}
