import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { freeDiscoveryDays } from '@/server/db/schema/ledger';

/** How many free discoveries the user has claimed on this UTC day. */
export function freeDiscoveriesOn(db: Db, userId: number, day: string): Promise<number> {
  return db
    .select({ userId: freeDiscoveryDays.userId })
    .from(freeDiscoveryDays)
    .where(and(eq(freeDiscoveryDays.userId, userId), eq(freeDiscoveryDays.day, day)))
    .then((rows) => rows.length);
}

/** Claims the day's free discovery; false when a parallel creation claimed it first. */
export async function claimFreeDiscovery(db: Db, userId: number, day: string): Promise<boolean> {
  const claimed = await db
    .insert(freeDiscoveryDays)
    .values({ userId, day })
    .onConflictDoNothing()
    .returning({ userId: freeDiscoveryDays.userId });
  return claimed.length === 1;
}

export async function deleteFreeDaysOf(db: Db, userId: number) {
  await db.delete(freeDiscoveryDays).where(eq(freeDiscoveryDays.userId, userId));
}
