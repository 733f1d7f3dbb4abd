import { and, eq } from 'drizzle-orm';
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

export async function insertWithdrawal(db: Db, values: typeof withdrawals.$inferInsert) {
  await db.insert(withdrawals).values(values);
}

export async function settleWithdrawal(
  db: Db,
  requestId: string,
  outcome: { status: 'paid' | 'failed'; providerTransferId?: string },
) {
  await db.update(withdrawals).set(outcome).where(eq(withdrawals.requestId, requestId));
}
