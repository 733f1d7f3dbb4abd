import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { photoWithCreatorColumns, type PhotoWithCreator } from '@/server/db/photo-columns';
import { nearPoint } from '@/server/db/photo-geo';
import { discoveries, photos, type PhotoRow } from '@/server/db/schema/photos';
import { users } from '@/server/db/schema/users';

export type { PhotoWithCreator };
export type ListedPhoto = PhotoWithCreator & { discovered: boolean };
export type NearbyPhoto = ListedPhoto & { distanceM: number };

/** Whether the viewer found it, in the same query: they may read its secret. */
function discoveredBy(viewerId: number) {
  return sql<boolean>`EXISTS (SELECT 1 FROM ${discoveries} d WHERE d.photo_id = ${photos.id} AND d.user_id = ${viewerId})`.mapWith(
    Boolean,
  );
}

const withCreator = photoWithCreatorColumns;

/** Private messages exist only for their creator and their target (ARCHITECTURE §2.2). */
function visibleTo(viewerId: number): SQL {
  return sql`(NOT ${photos.isPrivate} OR ${photos.userId} = ${viewerId} OR ${photos.targetUserId} = ${viewerId})`;
}

const isActive = sql`${photos.currentScans} < ${photos.maxScans}`;

export function insertPhoto(db: Db, values: typeof photos.$inferInsert): Promise<PhotoRow> {
  return db
    .insert(photos)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function findPhoto(db: Db, id: number): Promise<PhotoWithCreator | undefined> {
  return db
    .select(withCreator)
    .from(photos)
    .leftJoin(users, eq(users.id, photos.userId))
    .where(eq(photos.id, id))
    .then((rows) => rows[0]);
}

/**
 * Active local messages within `radiusM`, nearest first. earth_box bounds the GiST scan and
 * `<->` walks the same index nearest-first, so the cost follows the limit, not the table.
 */
export function listNearby(db: Db, query: NearbyQuery): Promise<NearbyPhoto[]> {
  return nearbyQuery(db, query);
}

type NearbyQuery = {
  viewerId: number;
  latitude: number;
  longitude: number;
  radiusM: number;
  limit: number;
};

/** The query itself, so a test can EXPLAIN exactly what runs. */
export function nearbyQuery(db: Db, query: NearbyQuery) {
  const near = nearPoint(query.latitude, query.longitude, query.radiusM);
  return db
    .select({
      ...withCreator,
      discovered: discoveredBy(query.viewerId),
      distanceM: near.distanceM,
    })
    .from(photos)
    .leftJoin(users, eq(users.id, photos.userId))
    .where(and(near.within, isActive, visibleTo(query.viewerId)))
    .orderBy(near.nearestFirst)
    .limit(query.limit);
}

export function listGlobal(db: Db, viewerId: number, limit: number): Promise<ListedPhoto[]> {
  return db
    .select({ ...withCreator, discovered: discoveredBy(viewerId) })
    .from(photos)
    .leftJoin(users, eq(users.id, photos.userId))
    .where(and(eq(photos.isGlobal, true), isActive, visibleTo(viewerId)))
    .orderBy(desc(photos.createdAt), desc(photos.id))
    .limit(limit);
}

export function listByOwner(db: Db, userId: number): Promise<PhotoWithCreator[]> {
  return db
    .select(withCreator)
    .from(photos)
    .leftJoin(users, eq(users.id, photos.userId))
    .where(eq(photos.userId, userId))
    .orderBy(desc(photos.createdAt), desc(photos.id));
}

/** Which of these messages the user has discovered: they may see those secrets. */
export async function discoveredAmong(
  db: Db,
  userId: number,
  photoIds: number[],
): Promise<Set<number>> {
  if (photoIds.length === 0) return new Set();
  const rows = await db
    .select({ photoId: discoveries.photoId })
    .from(discoveries)
    .where(and(eq(discoveries.userId, userId), inArray(discoveries.photoId, photoIds)));
  return new Set(rows.map((row) => row.photoId));
}

/** Only while undiscovered, checked in the same statement that writes. */
export function updateUndiscoveredContent(
  db: Db,
  id: number,
  ownerId: number,
  values: { hiddenMessage?: string | null; publicDescription: string | null },
): Promise<PhotoRow | undefined> {
  return db
    .update(photos)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(photos.id, id), eq(photos.userId, ownerId), eq(photos.currentScans, 0)))
    .returning()
    .then((rows) => rows[0]);
}

export function deleteOwnedPhoto(
  db: Db,
  id: number,
  ownerId: number,
): Promise<PhotoRow | undefined> {
  return db
    .delete(photos)
    .where(and(eq(photos.id, id), eq(photos.userId, ownerId)))
    .returning()
    .then((rows) => rows[0]);
}

export function ownerStats(db: Db, userId: number) {
  return db
    .select({
      totalMessages: sql<number>`count(*)`.mapWith(Number),
      activeMessages: sql<number>`count(*) filter (where ${isActive})`.mapWith(Number),
      needsReactivation: sql<number>`count(*) filter (where not ${isActive})`.mapWith(Number),
      discoveredMessages: sql<number>`count(*) filter (where ${photos.currentScans} > 0)`.mapWith(
        Number,
      ),
      totalScansReceived: sql<number>`coalesce(sum(${photos.currentScans}), 0)`.mapWith(Number),
      totalRemainingScans:
        sql<number>`coalesce(sum(${photos.maxScans} - ${photos.currentScans}), 0)`.mapWith(Number),
    })
    .from(photos)
    .where(eq(photos.userId, userId))
    .then((rows) => rows[0]!);
}

/** The owner's message, row-locked until the transaction ends (money moves around it). */
export function lockOwnedPhoto(db: Db, id: number, ownerId: number): Promise<PhotoRow | undefined> {
  return db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), eq(photos.userId, ownerId)))
    .for('update')
    .then((rows) => rows[0]);
}

export function addScans(db: Db, id: number, additional: number): Promise<PhotoRow> {
  return db
    .update(photos)
    .set({ maxScans: sql`${photos.maxScans} + ${additional}`, updatedAt: sql`now()` })
    .where(eq(photos.id, id))
    .returning()
    .then((rows) => rows[0]!);
}
