import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { activityReads } from '@/server/db/schema/activity';

export async function seenUpToOf(db: Db, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ seenUpTo: activityReads.seenUpTo })
    .from(activityReads)
    .where(eq(activityReads.userId, userId));
  return row?.seenUpTo ?? null;
}

/** Forward only: a stale tab sending an older time never makes read items unread again. */
export async function moveSeenUpTo(db: Db, userId: number, upTo: Date): Promise<Date> {
  const [row] = await db
    .insert(activityReads)
    .values({ userId, seenUpTo: upTo })
    .onConflictDoUpdate({
      target: activityReads.userId,
      set: { seenUpTo: sql`GREATEST(${activityReads.seenUpTo}, excluded.seen_up_to)` },
    })
    .returning({ seenUpTo: activityReads.seenUpTo });
  return row!.seenUpTo;
}
