import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { ledgerAccounts, ledgerTransfers } from '@/server/db/schema/ledger';
import { epochMs, type ActivityEvent } from '@/server/lib/activity-event';

const KIND_OF = { reward: 'reward_received', reward_release: 'reward_released' } as const;

/**
 * The rewards paid into a user's accounts (pending, withdrawable or credits) and the releases
 * of held ones, newest first, read from the ledger through the user's own accounts
 * (ledger_transfers_to_idx), so nobody else's history is touched (decision 028).
 */
export async function rewardEventsOf(
  db: Db,
  userId: number,
  limit: number,
): Promise<ActivityEvent[]> {
  const mine = db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  const rows = await db
    .select({
      id: ledgerTransfers.id,
      kind: ledgerTransfers.kind,
      amountCents: ledgerTransfers.amountCents,
      photoId: ledgerTransfers.photoId,
      at: epochMs(ledgerTransfers.createdAt),
    })
    .from(ledgerTransfers)
    .where(
      and(
        inArray(ledgerTransfers.toAccountId, mine),
        inArray(ledgerTransfers.kind, ['reward', 'reward_release']),
      ),
    )
    .orderBy(desc(ledgerTransfers.id))
    .limit(limit);
  return rows.map((row) => ({
    kind: KIND_OF[row.kind as keyof typeof KIND_OF],
    sourceId: String(row.id),
    at: row.at,
    photoId: row.photoId,
    amountCents: row.amountCents,
  }));
}
