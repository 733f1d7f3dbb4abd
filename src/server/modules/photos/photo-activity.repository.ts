import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { discoveries, photos } from '@/server/db/schema/photos';
import { epochMs, type ActivityEvent } from '@/server/lib/activity-event';

/**
 * Discoveries of the creator's messages, newest first (decision 028): through the creator's
 * photos (photos_user_id_idx), then each one's discoveries (their primary key). Who discovered
 * is left out: the creator's lists never named their finders either.
 */
export async function discoveriesOfMessagesBy(
  db: Db,
  creatorId: number,
  limit: number,
): Promise<ActivityEvent[]> {
  const rows = await db
    .select({
      photoId: discoveries.photoId,
      at: epochMs(discoveries.createdAt),
      place: photos.locationLabel,
    })
    .from(discoveries)
    .innerJoin(photos, eq(photos.id, discoveries.photoId))
    .where(and(eq(photos.userId, creatorId), ne(discoveries.userId, creatorId)))
    .orderBy(desc(discoveries.createdAt))
    .limit(limit);
  return rows.map((row) => ({
    kind: 'message_discovered',
    sourceId: `${row.photoId}:${row.at.getTime()}`,
    at: row.at,
    photoId: row.photoId,
    place: row.place,
  }));
}
