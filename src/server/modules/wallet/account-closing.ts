import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { ledgerAccounts } from '@/server/db/schema/ledger';
import { photos } from '@/server/db/schema/photos';
import { accountOf, balancesOf, transfer } from './ledger';
import { forfeitWaitingOf } from './reward-holds.repository';

/**
 * What a deleted account would leave behind (decision 021): its balances and the unpaid
 * rewards still in its messages' escrow, which deleting the messages returns to the wallet.
 */
export async function heldCents(tx: Db, userId: number): Promise<number> {
  const { spendable, withdrawable, credits, pending } = await balancesOf(tx, userId);
  const [escrow] = await tx
    .select({ cents: sql<string | number>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)` })
    .from(ledgerAccounts)
    .innerJoin(photos, eq(photos.id, ledgerAccounts.photoId))
    .where(and(eq(ledgerAccounts.kind, 'escrow'), eq(photos.userId, userId)));
  return spendable + withdrawable + credits + pending + Number(escrow?.cents ?? 0);
}

/**
 * The person gave their balance up: it goes to the platform (money to revenue, in-app credits
 * back to their issuer), recorded like every movement, so the books still balance. Rewards
 * still pending go with it (decision 012): they were never theirs to withdraw, and no one is
 * left to release them to.
 */
export async function forfeitBalances(tx: Db, userId: number): Promise<void> {
  await forfeitWaitingOf(tx, userId);
  const balances = await balancesOf(tx, userId);
  const moves = [
    { kind: 'pending' as const, cents: balances.pending, to: 'revenue' as const },
    { kind: 'spendable' as const, cents: balances.spendable, to: 'revenue' as const },
    { kind: 'withdrawable' as const, cents: balances.withdrawable, to: 'revenue' as const },
    { kind: 'credits' as const, cents: balances.credits, to: 'credit_issuer' as const },
  ];
  for (const move of moves) {
    if (move.cents <= 0) continue;
    await transfer(tx, {
      from: await accountOf(tx, move.kind, { userId }),
      to: await accountOf(tx, move.to),
      amountCents: move.cents,
      kind: 'account_closed',
      description: 'Balance given up when the account was deleted',
    });
  }
}
