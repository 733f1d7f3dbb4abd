import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { photos } from '@/server/db/schema/photos';
import { rewardHolds, type RewardHoldStatus } from '@/server/db/schema/reward-holds';

export type RewardHoldRow = typeof rewardHolds.$inferSelect;

/** What still waits in a finder's pending account: by holding period, then under review. */
const WAITING: RewardHoldStatus[] = ['pending', 'review'];

export async function insertHold(db: Db, values: typeof rewardHolds.$inferInsert) {
  const [row] = await db.insert(rewardHolds).values(values).returning();
  return row!;
}

export function findHold(db: Db, id: number) {
  return db
    .select()
    .from(rewardHolds)
    .where(eq(rewardHolds.id, id))
    .then((rows) => rows[0]);
}

/** Holds whose period is over, oldest first. */
export function dueHolds(db: Db, now: Date, limit: number) {
  return db
    .select({
      id: rewardHolds.id,
      finderId: rewardHolds.finderId,
      creatorId: rewardHolds.creatorId,
    })
    .from(rewardHolds)
    .where(and(eq(rewardHolds.status, 'pending'), lte(rewardHolds.releaseAt, now)))
    .orderBy(asc(rewardHolds.releaseAt), asc(rewardHolds.id))
    .limit(limit);
}

/**
 * Moves a hold from `from` to `to`, or nothing when it is no longer in `from`. A second
 * process doing the same waits for the first's row lock, then finds the status changed and
 * gets null: that is what makes a release happen once.
 */
export function moveHold(
  db: Db,
  id: number,
  from: RewardHoldStatus,
  to: RewardHoldStatus,
  extra: Partial<
    Pick<RewardHoldRow, 'reviewReason' | 'decidedBy' | 'decidedAt' | 'recalledAt' | 'amountCents'>
  > = {},
) {
  return db
    .update(rewardHolds)
    .set({ status: to, ...extra })
    .where(and(eq(rewardHolds.id, id), eq(rewardHolds.status, from)))
    .returning()
    .then((rows) => rows[0] ?? null);
}

/**
 * Rewards the release job paid into a finder's withdrawable balance since `since`, that no one
 * has reviewed (a reviewed hold has its reason): what a withdrawal checks again, newest first.
 */
export function releasedUnreviewed(db: Db, finderId: number, since: Date, limit: number) {
  return db
    .select({ id: rewardHolds.id, creatorId: rewardHolds.creatorId })
    .from(rewardHolds)
    .where(
      and(
        eq(rewardHolds.finderId, finderId),
        eq(rewardHolds.status, 'released'),
        isNull(rewardHolds.reviewReason),
        gte(rewardHolds.decidedAt, since),
      ),
    )
    .orderBy(desc(rewardHolds.decidedAt), desc(rewardHolds.id))
    .limit(limit);
}

/** A finder's rewards still waiting, the soonest release first. */
export function waitingOf(db: Db, finderId: number) {
  return db
    .select({
      id: rewardHolds.id,
      amountCents: rewardHolds.amountCents,
      status: rewardHolds.status,
      releaseAt: rewardHolds.releaseAt,
    })
    .from(rewardHolds)
    .where(and(eq(rewardHolds.finderId, finderId), inArray(rewardHolds.status, WAITING)))
    .orderBy(asc(rewardHolds.releaseAt), asc(rewardHolds.id));
}

/** The office's list: every reward waiting for review, oldest first, with its message. */
export function underReview(db: Db, limit: number) {
  return db
    .select({
      id: rewardHolds.id,
      finderId: rewardHolds.finderId,
      creatorId: rewardHolds.creatorId,
      photoId: rewardHolds.photoId,
      publicDescription: photos.publicDescription,
      amountCents: rewardHolds.amountCents,
      reviewReason: rewardHolds.reviewReason,
      createdAt: rewardHolds.createdAt,
    })
    .from(rewardHolds)
    .leftJoin(photos, eq(photos.id, rewardHolds.photoId))
    .where(eq(rewardHolds.status, 'review'))
    .orderBy(asc(rewardHolds.id))
    .limit(limit);
}

/** A deleted finder's waiting rewards: given up with the rest of the balance. */
export function forfeitWaitingOf(db: Db, finderId: number) {
  return db
    .update(rewardHolds)
    .set({ status: 'forfeited', decidedAt: sql`now()` })
    .where(and(eq(rewardHolds.finderId, finderId), inArray(rewardHolds.status, WAITING)))
    .returning({ id: rewardHolds.id });
}
