import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { Clock } from '@/server/lib/clock';
import { accountOf, transfer } from './ledger';
import { lockBalances } from './ledger.repository';
import * as repo from './reward-holds.repository';
import type { SaidMessage } from '@/shared/errors';

const DAY_MS = 24 * 60 * 60 * 1000;

export type HoldDecision = 'approve' | 'reject';

/** Why the office sees a reward: the finder and the creator pay out to the same bank account. */
export const SHARED_PAYOUT_REASON = 'The finder and the creator have the same payout bank account.';

/** Why a released reward came back to the office at a withdrawal. */
export const RECALLED_REASON =
  "The finder linked the creator's payout bank account after this reward was released; it was taken back from their withdrawable balance when they asked to withdraw.";

/**
 * Why a released reward is not checked again: when its finder came to share the creator's
 * payout account, the reward had already been withdrawn elsewhere or spent in the app.
 */
export const NOTHING_LEFT_REASON =
  "Checked when the finder linked the creator's payout bank account: the reward had already been withdrawn or spent, nothing was left to take back.";

/**
 * How far back a withdrawal looks for released rewards to check again: about the time a card
 * payment can still be disputed, which is the money this guards against.
 */
const RECHECK_DAYS = 120;
const RECHECK_LIMIT = 200;

/**
 * Rewards that wait before they can be withdrawn (decision 012). A money reward moves from the
 * message's escrow into the finder's `pending` account; the release moves it on into
 * `withdrawable`, once, under the idempotency key of its hold; a rejection moves it back to the
 * creator. Pending money can be neither spent nor withdrawn.
 */
export function createRewardHolds(deps: { clock: Clock; holdDays: number }) {
  const { clock, holdDays } = deps;

  async function release(tx: Db, hold: repo.RewardHoldRow) {
    await transfer(tx, {
      from: await accountOf(tx, 'pending', { userId: hold.finderId }),
      to: await accountOf(tx, 'withdrawable', { userId: hold.finderId }),
      amountCents: hold.amountCents,
      kind: 'reward_release',
      description: 'Reward released: now withdrawable',
      // A recalled reward is released a second time, after its review.
      idempotencyKey: `reward-release:${hold.id}${hold.recalledAt ? ':reviewed' : ''}`,
      photoId: hold.photoId ?? undefined,
    });
  }

  return {
    /** Whether rewards wait at all: 0 days pays them into withdrawable at once. */
    holding: holdDays > 0,

    /** Inside the discovery's transaction: the share into pending, and its hold. */
    async hold(
      tx: Db,
      reward: { escrowId: number; photoId: number; finderId: number; creatorId: number },
      amountCents: number,
    ) {
      const { transfer: record } = await transfer(tx, {
        from: reward.escrowId,
        to: await accountOf(tx, 'pending', { userId: reward.finderId }),
        amountCents,
        kind: 'reward',
        description: 'Reward for a discovery',
        photoId: reward.photoId,
      });
      await repo.insertHold(tx, {
        transferId: record.id,
        finderId: reward.finderId,
        creatorId: reward.creatorId,
        photoId: reward.photoId,
        amountCents,
        releaseAt: new Date(clock.now().getTime() + holdDays * DAY_MS),
      });
    },

    dueHolds: (db: Db, limit: number) => repo.dueHolds(db, clock.now(), limit),

    /**
     * A due hold, in its own transaction: released into withdrawable, or sent to the office
     * when the finder and the creator share a payout account. 'settled elsewhere' when another
     * process (or an earlier run) got there first: nothing moves twice.
     */
    async settle(db: Db, holdId: number, sharedPayout: boolean) {
      return db.transaction(async (tx) => {
        if (sharedPayout) {
          const held = await repo.moveHold(tx, holdId, 'pending', 'review', {
            reviewReason: SHARED_PAYOUT_REASON,
          });
          return held ? ('review' as const) : ('settled elsewhere' as const);
        }
        const hold = await repo.moveHold(tx, holdId, 'pending', 'released', {
          decidedAt: clock.now(),
        });
        if (!hold) return 'settled elsewhere' as const;
        await release(tx, hold);
        return 'released' as const;
      });
    },

    findHold: (db: Db, id: number) => repo.findHold(db, id),

    /** Released rewards a withdrawal checks again against their creators' payout accounts. */
    releasedToRecheck: (db: Db, finderId: number) =>
      repo.releasedUnreviewed(
        db,
        finderId,
        new Date(clock.now().getTime() - RECHECK_DAYS * DAY_MS),
        RECHECK_LIMIT,
      ),

    /**
     * A released reward goes back to the office (decision 012): its finder has come to share the
     * creator's payout account since the release. What is still in the finder's withdrawable
     * balance, up to the reward, moves back into pending, and the hold waits for review for that
     * amount; money already spent in the app cannot be cashed out and is left. When nothing
     * is left (withdrawn before the accounts met, or spent), the hold says so and is not
     * checked again, so a later, unrelated reward is never taken in its place. Nothing moves
     * when another withdrawal got there first.
     */
    async recall(db: Db, holdId: number, finderId: number) {
      return db.transaction(async (tx) => {
        const withdrawable = await accountOf(tx, 'withdrawable', { userId: finderId });
        const balance = (await lockBalances(tx, [withdrawable])).get(withdrawable) ?? 0;
        const held = await repo.findHold(tx, holdId);
        const unreviewed = held?.status === 'released' && held.reviewReason === null;
        if (!held || held.finderId !== finderId || !unreviewed) {
          return 'settled elsewhere' as const;
        }
        const amountCents = Math.min(held.amountCents, balance);
        if (amountCents === 0) {
          // Stays released; the reason marks it as looked at (releasedToRecheck skips it).
          await repo.moveHold(tx, holdId, 'released', 'released', {
            reviewReason: NOTHING_LEFT_REASON,
          });
          return 'nothing left' as const;
        }
        const hold = await repo.moveHold(tx, holdId, 'released', 'review', {
          reviewReason: RECALLED_REASON,
          recalledAt: clock.now(),
          amountCents,
        });
        if (!hold) return 'settled elsewhere' as const;
        await transfer(tx, {
          from: withdrawable,
          to: await accountOf(tx, 'pending', { userId: finderId }),
          amountCents,
          kind: 'reward_recall',
          description: 'Reward held for review before it can be withdrawn',
          idempotencyKey: `reward-recall:${hold.id}`,
          photoId: hold.photoId ?? undefined,
        });
        return 'recalled' as const;
      });
    },

    /**
     * The office's decision on a reward under review, in the caller's transaction: approved,
     * it becomes the finder's withdrawable money; rejected, it goes back to the creator's
     * spendable balance (to the platform when the creator's account is gone). A hold no longer
     * under review refuses, so approving twice pays once.
     */
    async decide(
      tx: Db,
      holdId: number,
      decision: HoldDecision,
      by: { adminId: number; creatorGone: boolean },
    ) {
      const hold = await repo.moveHold(
        tx,
        holdId,
        'review',
        decision === 'approve' ? 'released' : 'returned',
        { decidedBy: by.adminId, decidedAt: clock.now() },
      );
      if (!hold) {
        const existing = await repo.findHold(tx, holdId);
        if (!existing) throw new AppError('NOT_FOUND', say('server_held_reward_does_exist'));
        throw new AppError('CONFLICT', alreadyDecided(existing.status));
      }
      if (decision === 'approve') {
        await release(tx, hold);
        return hold;
      }
      await transfer(tx, {
        from: await accountOf(tx, 'pending', { userId: hold.finderId }),
        to: by.creatorGone
          ? await accountOf(tx, 'revenue')
          : await accountOf(tx, 'spendable', { userId: hold.creatorId }),
        amountCents: hold.amountCents,
        kind: 'reward_return',
        description: 'Reward returned to its creator after review',
        idempotencyKey: `reward-return:${hold.id}`,
        photoId: hold.photoId ?? undefined,
      });
      return hold;
    },

    waitingOf: (db: Db, finderId: number) => repo.waitingOf(db, finderId),
    underReview: (db: Db, limit: number) => repo.underReview(db, limit),
  };
}

export type RewardHolds = ReturnType<typeof createRewardHolds>;

function alreadyDecided(status: string): SaidMessage {
  switch (status) {
    case 'released':
      return say('server_reward_already_released');
    case 'returned':
      return say('server_reward_already_returned');
    case 'forfeited':
      return say('server_reward_forfeited');
    default:
      return say('server_reward_not_in_review');
  }
}
