import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { nearPoint, walkAroundTheMap } from '@/server/db/photo-geo';
import { photoUploads, type PhotoUploadRow } from '@/server/db/schema/photo-uploads';
import { photos } from '@/server/db/schema/photos';
import type { TextRegion } from '@/server/providers/text-blur';
import { listed, maySee, open } from './visibility';

export type { PhotoUploadRow };

export function insertUpload(
  db: Db,
  values: typeof photoUploads.$inferInsert,
): Promise<PhotoUploadRow> {
  return db
    .insert(photoUploads)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function findUpload(db: Db, id: number): Promise<PhotoUploadRow | undefined> {
  return db
    .select()
    .from(photoUploads)
    .where(eq(photoUploads.id, id))
    .then((rows) => rows[0]);
}

/** The upload, row-locked until the transaction ends: two publishes of it take turns. */
export function lockUpload(db: Db, id: number): Promise<PhotoUploadRow | undefined> {
  return db
    .select()
    .from(photoUploads)
    .where(eq(photoUploads.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

/**
 * What OCR read, unless another reader stored it first. Null when nothing was written, so the
 * caller removes the blurred copies it stored and reads the row again.
 */
export function storeReading(
  db: Db,
  id: number,
  reading: {
    text: string;
    textKey: string;
    textRegions: TextRegion[];
    publicImageKey: string | null;
    publicThumbnailKey: string | null;
    readAt: Date;
  },
): Promise<PhotoUploadRow | undefined> {
  return db
    .update(photoUploads)
    .set(reading)
    .where(and(eq(photoUploads.id, id), sql`${photoUploads.readAt} IS NULL`))
    .returning()
    .then((rows) => rows[0]);
}

/** The person's own uploads among `ids` that are read, unpublished and still live. */
export function ownReadUploads(db: Db, userId: number, ids: number[], now: Date) {
  return db
    .select({
      id: photoUploads.id,
      textKey: photoUploads.textKey,
      latitude: photoUploads.latitude,
      longitude: photoUploads.longitude,
    })
    .from(photoUploads)
    .where(
      and(
        eq(photoUploads.userId, userId),
        inArray(photoUploads.id, ids),
        isNotNull(photoUploads.readAt),
        isNull(photoUploads.publishedAt),
        gt(photoUploads.expiresAt, now),
      ),
    );
}

export async function markPublished(db: Db, id: number, photoId: number, at: Date) {
  await db.update(photoUploads).set({ photoId, publishedAt: at }).where(eq(photoUploads.id, id));
}

/** Uploads past their time, oldest first, with whether their files are still theirs. */
export function expiredUploads(db: Db, now: Date, limit: number) {
  return db
    .select()
    .from(photoUploads)
    .where(lte(photoUploads.expiresAt, now))
    .orderBy(asc(photoUploads.expiresAt))
    .limit(limit);
}

/** A person's uploads never published, oldest first: theirs to export (SPEC 9). */
export function unpublishedOf(db: Db, userId: number) {
  return db
    .select()
    .from(photoUploads)
    .where(and(eq(photoUploads.userId, userId), isNull(photoUploads.publishedAt)))
    .orderBy(asc(photoUploads.id));
}

/** Removes every upload of a person; the rows say which files were still the uploads' own. */
export function deleteAllOf(db: Db, userId: number) {
  return db.delete(photoUploads).where(eq(photoUploads.userId, userId)).returning();
}

/** Removes one expired upload; the row it returns says which files to remove with it. */
export function deleteExpiredUpload(db: Db, id: number, now: Date) {
  return db
    .delete(photoUploads)
    .where(and(eq(photoUploads.id, id), lte(photoUploads.expiresAt, now)))
    .returning()
    .then((rows) => rows[0]);
}

/**
 * The keys of the open messages within `radiusM` that the viewer may see (their own, public
 * ones, and private ones for them), nearest first, through the nearby GiST index. A warning
 * never tells a creator about a private message meant for someone else.
 */
export async function openKeysNear(
  db: Db,
  query: { viewerId: number; latitude: number; longitude: number; radiusM: number; limit: number },
): Promise<string[]> {
  const rows = await walkAroundTheMap(
    query,
    (side) => {
      const near = nearPoint(query.latitude, query.longitude, query.radiusM, side);
      return db
        .select({ id: photos.id, key: photos.textKey, distanceM: near.distanceM })
        .from(photos)
        .where(
          and(
            near.within,
            isNotNull(photos.textKey),
            open.where(),
            listed.where(),
            maySee.where(query.viewerId),
          ),
        )
        .orderBy(near.nearestFirst)
        .limit(query.limit);
    },
    (row) => row.distanceM,
  );
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}
