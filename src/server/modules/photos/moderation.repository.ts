import { and, asc, count, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { discoveries, photos, type ModerationState } from '@/server/db/schema/photos';
import { messageReports } from '@/server/db/schema/reports';
import {
  accountIsOpen,
  contactColumns,
  joinUser,
  openNickname,
} from '@/server/modules/users/user-joins';
import { creatorJoin, photoWithCreatorColumns } from './photo-columns';
import { discovered, stepTurn } from './visibility';

export type NewReport = typeof messageReports.$inferInsert;

/** The first report of this user on this message; false when they reported it before. */
export async function insertReport(db: Db, report: NewReport): Promise<boolean> {
  const rows = await db
    .insert(messageReports)
    .values(report)
    .onConflictDoNothing()
    .returning({ id: messageReports.id });
  return rows.length === 1;
}

/** What a hunt step's report must know of the reporter: found it, or it is their turn. */
export function reporterFacts(db: Db, viewerId: number, photoId: number) {
  return db
    .select({
      discovered: sql<boolean>`(${discovered.where(viewerId)}) IS TRUE`.mapWith(Boolean),
      stepTurn: sql<boolean>`(${stepTurn.where(viewerId)}) IS TRUE`.mapWith(Boolean),
    })
    .from(photos)
    .where(eq(photos.id, photoId))
    .then((rows) => rows[0] ?? { discovered: false, stepTurn: false });
}

/** Different users whose reports wait for a decision. */
export function countUnreviewedReporters(db: Db, photoId: number): Promise<number> {
  return db
    .select({ n: sql<number>`count(DISTINCT ${messageReports.reporterId})`.mapWith(Number) })
    .from(messageReports)
    .where(and(eq(messageReports.photoId, photoId), isNull(messageReports.reviewedAt)))
    .then((rows) => rows[0]?.n ?? 0);
}

export async function setModeration(
  db: Db,
  photoId: number,
  moderation: ModerationState,
  options: { clearScreenFlag?: boolean } = {},
) {
  await db
    .update(photos)
    .set({
      moderation,
      ...(options.clearScreenFlag ? { screenFlagged: false } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(photos.id, photoId));
}

/** A decision answers every report waiting on the message. */
export async function markReportsReviewed(db: Db, photoId: number) {
  await db
    .update(messageReports)
    .set({ reviewedAt: sql`now()` })
    .where(and(eq(messageReports.photoId, photoId), isNull(messageReports.reviewedAt)));
}

/**
 * Messages under review or hidden, the ones waiting longest first, hidden ones last. Messages
 * of deleted accounts are left out: the deletion removes them (a deletion stopped half-way
 * leaves them to the daily purge), so there is nothing to decide.
 */
export function queuedPhotos(db: Db, limit: number) {
  return db
    .select(photoWithCreatorColumns)
    .from(photos)
    .leftJoin(...creatorJoin)
    .where(and(ne(photos.moderation, 'clear'), accountIsOpen))
    .orderBy(sql`${photos.moderation} = 'hidden'`, asc(photos.updatedAt), asc(photos.id))
    .limit(limit);
}

/**
 * Reports of these messages that wait for a decision, with the reporter's nickname: null for
 * a reporter who has since deleted their account. Their report still counts (it was made about
 * the message), but names nobody.
 */
export function unreviewedReportsOf(db: Db, photoIds: number[]) {
  if (photoIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      photoId: messageReports.photoId,
      reason: messageReports.reason,
      comment: messageReports.comment,
      reporter: openNickname,
      createdAt: messageReports.createdAt,
    })
    .from(messageReports)
    .leftJoin(...joinUser(messageReports.reporterId))
    .where(and(inArray(messageReports.photoId, photoIds), isNull(messageReports.reviewedAt)))
    .orderBy(asc(messageReports.id));
}

/** Messages waiting for a decision (the office button's count), as the queue lists them. */
export function countPending(db: Db): Promise<number> {
  return db
    .select({ n: count() })
    .from(photos)
    .innerJoin(...joinUser(photos.userId))
    .where(and(inArray(photos.moderation, ['flagged', 'held']), accountIsOpen))
    .then((rows) => rows[0]?.n ?? 0);
}

/** Members who created messages, with how many (the office's Active Users); open accounts only. */
export function creatorsWithMessages(db: Db) {
  return db
    .select({
      id: contactColumns.userId,
      nickname: contactColumns.nickname,
      email: contactColumns.email,
      messagesCount: sql<number>`count(*)`.mapWith(Number),
    })
    .from(photos)
    .innerJoin(...joinUser(photos.userId))
    .where(and(eq(contactColumns.isAdmin, false), accountIsOpen))
    .groupBy(contactColumns.userId, contactColumns.nickname, contactColumns.email)
    .orderBy(desc(sql`count(*)`), asc(contactColumns.nickname));
}

/** Messages each user created and discovered. */
export async function messageCountsOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, { created: number; discovered: number }>();
  const created = await db
    .select({ userId: photos.userId, n: count() })
    .from(photos)
    .where(inArray(photos.userId, userIds))
    .groupBy(photos.userId);
  const found = await db
    .select({ userId: discoveries.userId, n: count() })
    .from(discoveries)
    .where(inArray(discoveries.userId, userIds))
    .groupBy(discoveries.userId);
  return new Map(
    userIds.map((id) => [
      id,
      {
        created: created.find((row) => row.userId === id)?.n ?? 0,
        discovered: found.find((row) => row.userId === id)?.n ?? 0,
      },
    ]),
  );
}

/** The reports this user filed, the latest first, with the message's public words (their export). */
export function reportsBy(db: Db, reporterId: number) {
  return db
    .select({
      photoId: messageReports.photoId,
      publicDescription: photos.publicDescription,
      reason: messageReports.reason,
      comment: messageReports.comment,
      createdAt: messageReports.createdAt,
      reviewedAt: messageReports.reviewedAt,
    })
    .from(messageReports)
    .innerJoin(photos, eq(photos.id, messageReports.photoId))
    .where(eq(messageReports.reporterId, reporterId))
    .orderBy(desc(messageReports.createdAt), desc(messageReports.id));
}
