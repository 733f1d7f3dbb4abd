import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { paymentIntents, payoutAccounts, withdrawals } from '@/server/db/schema/ledger';

export async function recordPaymentIntent(db: Db, id: string, userId: number, amountCents: number) {
  await db.insert(paymentIntents).values({ id, userId, amountCents }).onConflictDoNothing();
}

export function findPayoutAccount(db: Db, userId: number) {
  return db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, userId))
    .then((rows) => rows[0]);
}

export async function insertPayoutAccount(db: Db, userId: number, providerAccountId: string) {
  await db.insert(payoutAccounts).values({ userId, providerAccountId }).onConflictDoNothing();
}

/** The request, or nothing when this user never made one with that id. */
export function findWithdrawal(db: Db, requestId: string, userId: number) {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.requestId, requestId), eq(withdrawals.userId, userId)))
    .then((rows) => rows[0]);
}

/** A new request holds the transfer's lease from the start: its own call is under way. */
export async function insertWithdrawal(db: Db, values: typeof withdrawals.$inferInsert) {
  const [row] = await db
    .insert(withdrawals)
    .values({ ...values, transferAttemptedAt: sql`now()` })
    .returning();
  return row!;
}

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** Still pending, and no call to the provider under way for it (its lease ran out). */
const leaseFree = (leaseSeconds: number) =>
  sql`${withdrawals.status} = 'pending' and (${withdrawals.transferAttemptedAt} is null
    or ${withdrawals.transferAttemptedAt} < now() - make_interval(secs => ${leaseSeconds}))`;

/**
 * Takes the lease of one pending withdrawal whose last transfer call lost its answer: the row,
 * or nothing when it is settled or another caller holds the lease.
 */
export async function leaseWithdrawal(db: Db, requestId: string, leaseSeconds: number) {
  const [row] = await db
    .update(withdrawals)
    .set({ transferAttemptedAt: sql`now()` })
    .where(and(eq(withdrawals.requestId, requestId), leaseFree(leaseSeconds)))
    .returning();
  return row;
}

/** Takes the leases of up to `limit` such withdrawals, oldest first, skipping rows in use. */
export async function leaseLostWithdrawals(db: Db, leaseSeconds: number, limit: number) {
  const due = db
    .select({ requestId: withdrawals.requestId })
    .from(withdrawals)
    .where(leaseFree(leaseSeconds))
    .orderBy(withdrawals.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(withdrawals)
    .set({ transferAttemptedAt: sql`now()` })
    .where(sql`${withdrawals.requestId} in ${due}`)
    .returning();
}

/** Settles a pending withdrawal; false when it was settled already (by another caller). */
export async function settleWithdrawal(
  db: Db,
  requestId: string,
  outcome: { status: 'paid' | 'failed'; providerTransferId?: string },
): Promise<boolean> {
  const settled = await db
    .update(withdrawals)
    .set(outcome)
    .where(and(eq(withdrawals.requestId, requestId), eq(withdrawals.status, 'pending')))
    .returning({ requestId: withdrawals.requestId });
  return settled.length > 0;
}
