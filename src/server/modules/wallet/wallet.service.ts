import type { PricingCheck, ScanPricing, Transaction, Wallet } from '@/shared/contract/wallet';
import { centsToEuros, formatEuros } from '@/shared/rules/money';
import {
  DISCOVERY_TIERS,
  FREE_DISCOVERIES_PER_DAY,
  discoveryCostCents,
} from '@/shared/rules/pricing';
import type { Db } from '@/server/db/client';
import { freeDiscoveryDays } from '@/server/db/schema/ledger';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import type { Clock } from '@/server/lib/clock';
import { and, eq } from 'drizzle-orm';
import { InsufficientFunds, accountOf, idempotently, transfer } from './ledger';
import * as repo from './ledger.repository';

type Deps = { db: Db; clock: Clock };

type Charge = { costCents: number; isFree: boolean };

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function createWalletService(deps: Deps) {
  const { db, clock } = deps;

  async function balances(tx: Db, userId: number) {
    const rows = await repo.balancesOfUser(tx, userId);
    const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0;
    return { spendable: of('spendable'), withdrawable: of('withdrawable'), credits: of('credits') };
  }

  /** Whether today's free discovery is still unused (read only; creation claims it). */
  async function freeAvailable(tx: Db, userId: number): Promise<boolean> {
    const rows = await tx
      .select()
      .from(freeDiscoveryDays)
      .where(
        and(eq(freeDiscoveryDays.userId, userId), eq(freeDiscoveryDays.day, utcDay(clock.now()))),
      );
    return rows.length < FREE_DISCOVERIES_PER_DAY;
  }

  /** The one pricing function: the check and the charge both use it (ARCHITECTURE §4). */
  async function priceOf(tx: Db, user: UserRow, maxScans: number): Promise<Charge> {
    if (user.isAdmin) return { costCents: 0, isFree: true };
    if (maxScans === 1 && (await freeAvailable(tx, user.id))) return { costCents: 0, isFree: true };
    return { costCents: discoveryCostCents(maxScans), isFree: false };
  }

  /**
   * Takes `amountCents` from a user, spendable first, then withdrawable; refuses with the
   * spec's 'Insufficient Balance' text when the two together fall short.
   */
  async function chargeUser(
    tx: Db,
    user: UserRow,
    amountCents: number,
    to: number,
    what: { kind: string; description: string; photoId?: number },
    shortfallMessage: string,
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

  async function shortfallText(tx: Db, user: UserRow, costCents: number, scans: number) {
    const b = await balances(tx, user.id);
    return `Need ${formatEuros(centsToEuros(costCents))} for ${scans} scans. Current balance: ${formatEuros(centsToEuros(b.spendable + b.withdrawable))}`;
  }

  return {
    async wallet(user: UserRow): Promise<Wallet> {
      const b = await balances(db, user.id);
      return {
        balance: centsToEuros(b.spendable + b.withdrawable + b.credits),
        withdrawableBalance: centsToEuros(b.withdrawable),
        underprintRewards: centsToEuros(b.credits),
      };
    },

    async transactions(user: UserRow): Promise<Transaction[]> {
      const rows = await repo.transfersOfUser(db, user.id, 200);
      return rows.map((row) => ({
        id: row.id,
        description: row.description,
        amount: centsToEuros(row.incoming ? row.amountCents : -row.amountCents),
        status: 'completed' as const,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    pricing(): ScanPricing {
      return {
        tiers: DISCOVERY_TIERS.map((tier) => ({
          scans: tier.scans,
          price: centsToEuros(tier.priceCents),
        })),
        freeDiscoveriesPerDay: FREE_DISCOVERIES_PER_DAY,
      };
    },

    async check(user: UserRow, requestedScans: number, rewardCents: number): Promise<PricingCheck> {
      const { costCents, isFree } = await priceOf(db, user, requestedScans);
      const b = await balances(db, user.id);
      const available = b.spendable + b.withdrawable;
      const total = costCents + (user.isAdmin ? 0 : rewardCents);
      return {
        canCreate: total <= available,
        cost: centsToEuros(costCents),
        totalCharge: centsToEuros(total),
        currentBalance: centsToEuros(available),
        isFree,
      };
    },

    /**
     * Inside the create transaction, after the message row exists: pays its discovery limit
     * and moves its whole reward into the message's escrow. The admin pays nothing; the
     * admin's rewards are in-app credits issued by the platform.
     */
    async chargeForMessage(
      tx: Db,
      user: UserRow,
      photo: { id: number; maxScans: number; rewardCents: number },
    ) {
      const price = await priceOf(tx, user, photo.maxScans);
      let costCents = price.costCents;
      if (price.isFree && !user.isAdmin) {
        // Claim today's free discovery; if a parallel creation took it first, pay the tier.
        const claimed = await tx
          .insert(freeDiscoveryDays)
          .values({ userId: user.id, day: utcDay(clock.now()) })
          .onConflictDoNothing()
          .returning();
        if (claimed.length === 0) costCents = discoveryCostCents(photo.maxScans);
      }
      const shortfall = await shortfallText(
        tx,
        user,
        costCents + photo.rewardCents,
        photo.maxScans,
      );
      const revenue = await accountOf(tx, 'revenue');
      await chargeUser(
        tx,
        user,
        costCents,
        revenue,
        {
          kind: 'discovery_limit',
          description: `Discovery limit: ${photo.maxScans} scan${photo.maxScans === 1 ? '' : 's'}`,
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

    /** Reactivation: more discoveries for an exhausted (or any) message, at the tier price. */
    async chargeForMoreScans(tx: Db, user: UserRow, photoId: number, additionalScans: number) {
      if (user.isAdmin) return;
      const costCents = discoveryCostCents(additionalScans);
      const revenue = await accountOf(tx, 'revenue');
      await chargeUser(
        tx,
        user,
        costCents,
        revenue,
        {
          kind: 'discovery_limit',
          description: `More discoveries: ${additionalScans} scan${additionalScans === 1 ? '' : 's'}`,
          photoId,
        },
        await shortfallText(tx, user, costCents, additionalScans),
      );
    },

    /**
     * Inside the discovery transaction: one share from the message's escrow to its finder —
     * withdrawable money, or in-app credits when the creator is the admin. Returns the cents paid.
     */
    async payReward(
      tx: Db,
      photo: { id: number; rewardPerScanCents: number; creatorIsAdmin: boolean },
      finderId: number,
    ): Promise<number> {
      if (photo.rewardPerScanCents <= 0) return 0;
      const escrow = await repo.escrowBalance(tx, photo.id);
      if (!escrow) return 0;
      const locked = await repo.lockBalances(tx, [escrow.id]);
      const amountCents = Math.min(photo.rewardPerScanCents, locked.get(escrow.id) ?? 0);
      if (amountCents <= 0) return 0;
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
      return amountCents;
    },

    /** Inside the delete transaction: what is left in escrow goes back where it came from. */
    async refundEscrow(tx: Db, photo: { id: number; userId: number }, creatorIsAdmin: boolean) {
      const escrow = await repo.escrowBalance(tx, photo.id);
      if (!escrow) return;
      const locked = await repo.lockBalances(tx, [escrow.id]);
      const left = locked.get(escrow.id) ?? 0;
      if (left <= 0) return;
      const to = creatorIsAdmin
        ? await accountOf(tx, 'credit_issuer')
        : await accountOf(tx, 'spendable', { userId: photo.userId });
      await transfer(tx, {
        from: escrow.id,
        to,
        amountCents: left,
        kind: 'reward_refund',
        description: 'Unpaid rewards returned',
        photoId: photo.id,
      });
    },

    balances: (userId: number) => balances(db, userId),

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

    /** Takes a withdrawal out of withdrawable; the provider transfer shares its key. */
    async debitWithdrawal(
      tx: Db,
      request: { requestId: string; userId: number; amountCents: number },
    ) {
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
          throw new AppError(
            'INSUFFICIENT_FUNDS',
            'The amount is more than your withdrawable balance.',
          );
        }
        throw error;
      }
    },

    /** A refused payout comes back as a new transfer; the first one stays in the history. */
    async reverseWithdrawal(
      tx: Db,
      request: { requestId: string; userId: number; amountCents: number },
    ) {
      await transfer(tx, {
        from: await accountOf(tx, 'external'),
        to: await accountOf(tx, 'withdrawable', { userId: request.userId }),
        amountCents: request.amountCents,
        kind: 'withdrawal_reversal',
        description: 'Withdrawal failed: amount returned',
        idempotencyKey: `withdrawal-reversal:${request.requestId}`,
      });
    },
    rewardsPaidCents: () => repo.rewardsPaidCents(db),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
export { InsufficientFunds };
