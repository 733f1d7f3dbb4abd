import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { photos, type PhotoRow } from '@/server/db/schema/photos';

/**
 * The message offers no reward any more: its escrow cannot pay another whole share (decision
 * 003). Found out at a reactivation (this module) and at the discovery that paid the last
 * share (the scan module, inside its transaction): the one query both use, kept out of
 * photos.repository, which other modules may not import.
 */
export function endReward(db: Db, id: number): Promise<PhotoRow> {
  return db
    .update(photos)
    .set({ hasRewards: false, rewardPerScanCents: 0, updatedAt: sql`now()` })
    .where(eq(photos.id, id))
    .returning()
    .then((rows) => rows[0]!);
}
