import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { hunts } from '@/server/db/schema/hunts';
import { discoveries, photos } from '@/server/db/schema/photos';
import { epochMs, type ActivityEvent } from '@/server/lib/activity-event';

/**
 * The steps a player's finds unlocked, newest first (decision 028): in a linear hunt, finding
 * step N opens step N + 1, unless N finished the hunt. In the other orders every step is open
 * from the start, so no find unlocks anything. Read from the player's own discoveries
 * (discoveries_user_idx).
 */
export async function unlockedStepsOf(
  db: Db,
  userId: number,
  limit: number,
): Promise<ActivityEvent[]> {
  const rows = await db
    .select({
      huntId: hunts.id,
      title: hunts.title,
      found: photos.huntStep,
      at: epochMs(discoveries.createdAt),
    })
    .from(discoveries)
    .innerJoin(photos, eq(photos.id, discoveries.photoId))
    .innerJoin(hunts, eq(hunts.id, photos.huntId))
    .where(
      and(
        eq(discoveries.userId, userId),
        eq(hunts.stepOrder, 'linear'),
        lt(photos.huntStep, hunts.requiredSteps),
        // The creator plays nothing of their own hunt.
        sql`${hunts.creatorId} <> ${userId}`,
      ),
    )
    .orderBy(desc(discoveries.createdAt))
    .limit(limit);
  return rows.map((row) => {
    const stepNumber = (row.found ?? 0) + 1;
    return {
      kind: 'hunt_step_unlocked',
      sourceId: `${row.huntId}:${stepNumber}`,
      at: row.at,
      huntId: row.huntId,
      huntTitle: row.title,
      stepNumber,
    };
  });
}
