import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { huntCompletions, huntHintReveals, huntHints } from '@/server/db/schema/hunt-play';
import { hunts, type HuntRow } from '@/server/db/schema/hunts';
import { discoveries, photos } from '@/server/db/schema/photos';
import {
  creatorJoin,
  photoWithCreatorColumns,
  type PhotoWithCreator,
} from '@/server/modules/photos/photo-columns';
import { huntAddressedTo, stepTurn } from '@/server/modules/photos/visibility';
import { creatorColumns, joinUser } from '@/server/modules/users/user-joins';

const creatorNicknameColumn = creatorColumns.creatorNickname;

/*
 * The hunts module's queries. Steps are messages: this module reads their rows, but every write
 * of a message (create, delete, refund) goes through the photos service.
 */

export type HuntWithCreator = HuntRow & { creatorNickname: string | null };

const huntColumns = {
  id: hunts.id,
  creatorId: hunts.creatorId,
  title: hunts.title,
  description: hunts.description,
  stepOrder: hunts.stepOrder,
  totalSteps: hunts.totalSteps,
  requiredSteps: hunts.requiredSteps,
  hintCostPercent: hunts.hintCostPercent,
  startsAt: hunts.startsAt,
  endsAt: hunts.endsAt,
  createdAt: hunts.createdAt,
  publishKey: hunts.publishKey,
  draftId: hunts.draftId,
  creatorNickname: creatorNicknameColumn,
};

export function insertHunt(tx: Db, values: typeof hunts.$inferInsert): Promise<HuntRow> {
  return tx
    .insert(hunts)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

/**
 * The hunt a publish already made (decision 024): the one with this key, or the one made from
 * this draft, by this creator.
 */
export function publishedBefore(
  db: Db,
  creatorId: number,
  publish: { key: string | null; draftId: number | null },
): Promise<HuntRow | undefined> {
  const same = [
    publish.key ? eq(hunts.publishKey, publish.key) : undefined,
    publish.draftId ? eq(hunts.draftId, publish.draftId) : undefined,
  ].filter((condition) => condition !== undefined);
  if (same.length === 0) return Promise.resolve(undefined);
  return db
    .select()
    .from(hunts)
    .where(and(eq(hunts.creatorId, creatorId), or(...same)))
    .orderBy(hunts.id)
    .limit(1)
    .then((rows) => rows[0]);
}

/** The hunt, row-locked: discoveries of its steps and its deletion take turns on it. */
export function lockHunt(tx: Db, id: number): Promise<HuntRow | undefined> {
  return tx
    .select()
    .from(hunts)
    .where(eq(hunts.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

export function findHunt(db: Db, id: number): Promise<HuntWithCreator | undefined> {
  return db
    .select(huntColumns)
    .from(hunts)
    .leftJoin(...joinUser(hunts.creatorId))
    .where(eq(hunts.id, id))
    .then((rows) => rows[0]);
}

/** The titles of these hunts, by id (My Space names the hunt of a step the user found). */
export async function titlesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: hunts.id, title: hunts.title })
    .from(hunts)
    .where(inArray(hunts.id, ids));
  return new Map(rows.map((row) => [row.id, row.title]));
}

export function huntsByCreator(db: Db, creatorId: number): Promise<HuntWithCreator[]> {
  return db
    .select(huntColumns)
    .from(hunts)
    .leftJoin(...joinUser(hunts.creatorId))
    .where(eq(hunts.creatorId, creatorId))
    .orderBy(desc(hunts.createdAt), desc(hunts.id));
}

const inWindow = sql`((${hunts.startsAt} IS NULL OR ${hunts.startsAt} <= now())
  AND (${hunts.endsAt} IS NULL OR now() < ${hunts.endsAt}))`;

/** Meant for the viewer: a hunt with a step private to someone else is theirs alone. */
const meantFor = (viewerId: number) => huntAddressedTo.where(viewerId, hunts.id);

/** Whether the hunt is meant for the viewer (huntAddressedTo, the rule every hunt route uses). */
export async function isHuntFor(db: Db, huntId: number, viewerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: hunts.id })
    .from(hunts)
    .where(and(eq(hunts.id, huntId), meantFor(viewerId)));
  return rows.length === 1;
}

function finishedBy(viewerId: number) {
  return sql`EXISTS (SELECT 1 FROM ${huntCompletions} c
    WHERE c.hunt_id = ${hunts.id} AND c.user_id = ${viewerId})`;
}

/** What the viewer may play now: others' hunts, open, meant for them, not finished by them. */
export function offeredHunts(db: Db, viewerId: number, limit: number) {
  return db
    .select(huntColumns)
    .from(hunts)
    .leftJoin(...joinUser(hunts.creatorId))
    .where(
      and(
        sql`${hunts.creatorId} <> ${viewerId}`,
        inWindow,
        meantFor(viewerId),
        sql`NOT ${finishedBy(viewerId)}`,
      ),
    )
    .orderBy(desc(hunts.createdAt), desc(hunts.id))
    .limit(limit);
}

/** Hunts the viewer has played (finished, or with at least one step found) and may see. */
export function playedHunts(db: Db, viewerId: number, limit: number) {
  return db
    .select(huntColumns)
    .from(hunts)
    .leftJoin(...joinUser(hunts.creatorId))
    .where(
      and(
        meantFor(viewerId),
        sql`(${finishedBy(viewerId)} OR EXISTS (SELECT 1 FROM ${discoveries} d
          JOIN ${photos} s ON s.id = d.photo_id
          WHERE s.hunt_id = ${hunts.id} AND d.user_id = ${viewerId}))`,
      ),
    )
    .orderBy(desc(hunts.createdAt), desc(hunts.id))
    .limit(limit);
}

/**
 * Hunts the viewer has played in any way: finished, a step found, or only a hint revealed
 * (their data export, so every one, without a limit).
 */
export function huntsPlayedBy(db: Db, viewerId: number) {
  return db
    .select(huntColumns)
    .from(hunts)
    .leftJoin(...joinUser(hunts.creatorId))
    .where(
      sql`${finishedBy(viewerId)} OR EXISTS (SELECT 1 FROM ${discoveries} d
        JOIN ${photos} s ON s.id = d.photo_id
        WHERE s.hunt_id = ${hunts.id} AND d.user_id = ${viewerId})
      OR EXISTS (SELECT 1 FROM ${huntHintReveals} r
        JOIN ${photos} s ON s.id = r.photo_id
        WHERE s.hunt_id = ${hunts.id} AND r.user_id = ${viewerId})`,
    )
    .orderBy(desc(hunts.createdAt), desc(hunts.id));
}

/** Hunts the viewer finished and may see, the latest finish first. */
export function finishedHunts(db: Db, viewerId: number, limit: number) {
  return db
    .select(huntColumns)
    .from(hunts)
    .innerJoin(
      huntCompletions,
      and(eq(huntCompletions.huntId, hunts.id), eq(huntCompletions.userId, viewerId)),
    )
    .leftJoin(...joinUser(hunts.creatorId))
    .where(meantFor(viewerId))
    .orderBy(desc(huntCompletions.finishedAt), desc(hunts.id))
    .limit(limit);
}

/** The steps of these hunts, with their creator, by hunt and step number. */
export function stepsOf(db: Db, huntIds: number[]): Promise<PhotoWithCreator[]> {
  if (huntIds.length === 0) return Promise.resolve([]);
  return db
    .select(photoWithCreatorColumns)
    .from(photos)
    .leftJoin(...creatorJoin)
    .where(inArray(photos.huntId, huntIds))
    .orderBy(asc(photos.huntId), asc(photos.huntStep));
}

export function stepOf(db: Db, huntId: number, step: number) {
  return db
    .select(photoWithCreatorColumns)
    .from(photos)
    .leftJoin(...creatorJoin)
    .where(and(eq(photos.huntId, huntId), eq(photos.huntStep, step)))
    .then((rows) => rows[0]);
}

export async function hintsOf(db: Db, photoIds: number[]): Promise<Map<number, string[]>> {
  const hints = new Map<number, string[]>();
  if (photoIds.length === 0) return hints;
  const rows = await db
    .select()
    .from(huntHints)
    .where(inArray(huntHints.photoId, photoIds))
    .orderBy(asc(huntHints.photoId), asc(huntHints.position));
  for (const row of rows) hints.set(row.photoId, [...(hints.get(row.photoId) ?? []), row.text]);
  return hints;
}

export async function insertHints(tx: Db, photoId: number, texts: string[]) {
  if (texts.length === 0) return;
  await tx
    .insert(huntHints)
    .values(texts.map((text, index) => ({ photoId, position: index + 1, text })));
}

export async function revealsOf(
  db: Db,
  userId: number,
  photoIds: number[],
): Promise<Map<number, number>> {
  if (photoIds.length === 0) return new Map();
  const rows = await db
    .select({ photoId: huntHintReveals.photoId, revealed: huntHintReveals.revealed })
    .from(huntHintReveals)
    .where(and(eq(huntHintReveals.userId, userId), inArray(huntHintReveals.photoId, photoIds)));
  return new Map(rows.map((row) => [row.photoId, row.revealed]));
}

/** One more hint, if any is left: the count after, or null when all were revealed. */
export async function revealOneMore(tx: Db, photoId: number, userId: number, available: number) {
  const rows = await tx
    .insert(huntHintReveals)
    .values({ photoId, userId, revealed: 1 })
    .onConflictDoUpdate({
      target: [huntHintReveals.photoId, huntHintReveals.userId],
      set: { revealed: sql`${huntHintReveals.revealed} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${huntHintReveals.revealed} < ${available}`,
    })
    .returning({ revealed: huntHintReveals.revealed });
  return rows[0]?.revealed ?? null;
}

/** The steps of these hunts the user discovered, with when. */
export function foundSteps(db: Db, userId: number, huntIds: number[]) {
  if (huntIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      huntId: sql<number>`${photos.huntId}`.mapWith(Number),
      stepNumber: sql<number>`${photos.huntStep}`.mapWith(Number),
      foundAt: discoveries.createdAt,
    })
    .from(discoveries)
    .innerJoin(photos, eq(photos.id, discoveries.photoId))
    .where(and(eq(discoveries.userId, userId), inArray(photos.huntId, huntIds)))
    .orderBy(asc(photos.huntStep));
}

/** Whether discovering this step is the viewer's turn, by the rule scan's candidates use. */
export async function isStepTurn(tx: Db, viewerId: number, photoId: number): Promise<boolean> {
  const rows = await tx
    .select({ turn: sql<boolean>`(${stepTurn.where(viewerId)}) IS TRUE`.mapWith(Boolean) })
    .from(photos)
    .where(eq(photos.id, photoId));
  return rows[0]?.turn === true;
}

export function completionsOf(db: Db, userId: number, huntIds: number[]) {
  if (huntIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(huntCompletions)
    .where(and(eq(huntCompletions.userId, userId), inArray(huntCompletions.huntId, huntIds)));
}

export async function finishersOf(db: Db, huntIds: number[]): Promise<Map<number, number>> {
  if (huntIds.length === 0) return new Map();
  const rows = await db
    .select({ huntId: huntCompletions.huntId, count: sql<number>`count(*)`.mapWith(Number) })
    .from(huntCompletions)
    .where(inArray(huntCompletions.huntId, huntIds))
    .groupBy(huntCompletions.huntId);
  return new Map(rows.map((row) => [row.huntId, row.count]));
}

/** Finishes the hunt for the user once they found its required steps, in the same transaction. */
export async function completeIfDone(tx: Db, hunt: HuntRow, userId: number) {
  const [progress] = await tx
    .select({
      found: sql<number>`count(*)`.mapWith(Number),
      startedAt: sql<Date>`min(${discoveries.createdAt})`.mapWith((value: string | Date) =>
        value instanceof Date ? value : new Date(value),
      ),
    })
    .from(discoveries)
    .innerJoin(photos, eq(photos.id, discoveries.photoId))
    .where(and(eq(discoveries.userId, userId), eq(photos.huntId, hunt.id)));
  if (!progress || progress.found < hunt.requiredSteps) return false;
  await tx
    .insert(huntCompletions)
    .values({
      huntId: hunt.id,
      userId,
      startedAt: progress.startedAt,
      finishedAt: sql`clock_timestamp()`,
    })
    .onConflictDoNothing();
  return true;
}

/** Finishers by time from their first step to their last, fastest first. */
export function leaderboard(db: Db, huntId: number, limit: number) {
  return db
    .select({
      nickname: creatorNicknameColumn,
      startedAt: huntCompletions.startedAt,
      finishedAt: huntCompletions.finishedAt,
    })
    .from(huntCompletions)
    .leftJoin(...joinUser(huntCompletions.userId))
    .where(eq(huntCompletions.huntId, huntId))
    .orderBy(
      asc(sql`${huntCompletions.finishedAt} - ${huntCompletions.startedAt}`),
      asc(huntCompletions.finishedAt),
    )
    .limit(limit);
}

export async function countsOf(db: Db, userId: number) {
  const [row] = await db
    .select({
      created:
        sql<number>`(SELECT count(*) FROM ${hunts} WHERE ${hunts.creatorId} = ${userId})`.mapWith(
          Number,
        ),
      completed:
        sql<number>`(SELECT count(*) FROM ${huntCompletions} WHERE ${huntCompletions.userId} = ${userId})`.mapWith(
          Number,
        ),
    })
    .from(sql`(SELECT 1) AS one`);
  return row ?? { created: 0, completed: 0 };
}

export function deleteHunt(tx: Db, id: number) {
  return tx.delete(hunts).where(eq(hunts.id, id));
}

/** A deleted account's hints seen and hunts finished: forgotten by the purge. */
export async function deletePlayOf(db: Db, userId: number) {
  await db.delete(huntHintReveals).where(eq(huntHintReveals.userId, userId));
  await db.delete(huntCompletions).where(eq(huntCompletions.userId, userId));
}
