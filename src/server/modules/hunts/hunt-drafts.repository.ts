import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { huntDrafts, type HuntDraftRow } from '@/server/db/schema/hunts';

type DraftValues = Pick<HuntDraftRow, 'title' | 'settings' | 'waypoints'>;

export function insertDraft(db: Db, userId: number, values: DraftValues): Promise<HuntDraftRow> {
  return db
    .insert(huntDrafts)
    .values({ userId, ...values })
    .returning()
    .then((rows) => rows[0]!);
}

/** Drafts answer only to their owner: another user's id is as good as a missing one. */
export function findOwnDraft(db: Db, id: number, userId: number) {
  return db
    .select()
    .from(huntDrafts)
    .where(and(eq(huntDrafts.id, id), eq(huntDrafts.userId, userId)))
    .then((rows) => rows[0]);
}

export function lockOwnDraft(db: Db, id: number, userId: number) {
  return db
    .select()
    .from(huntDrafts)
    .where(and(eq(huntDrafts.id, id), eq(huntDrafts.userId, userId)))
    .for('update')
    .then((rows) => rows[0]);
}

/** Serialises one user's new drafts, so parallel saves cannot pass the number of drafts. */
export async function lockDraftsOf(db: Db, userId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'hunt-drafts:' + userId}))`);
}

export function countDraftsOf(db: Db, userId: number): Promise<number> {
  return db
    .select({ n: count() })
    .from(huntDrafts)
    .where(eq(huntDrafts.userId, userId))
    .then((rows) => rows[0]?.n ?? 0);
}

/** Each save raises the version by one (decision 024). */
export function updateOwnDraft(db: Db, id: number, userId: number, values: DraftValues) {
  return db
    .update(huntDrafts)
    .set({ ...values, version: sql`${huntDrafts.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(huntDrafts.id, id), eq(huntDrafts.userId, userId)))
    .returning()
    .then((rows) => rows[0]);
}

export function draftsOf(db: Db, userId: number, limit: number) {
  return db
    .select()
    .from(huntDrafts)
    .where(eq(huntDrafts.userId, userId))
    .orderBy(desc(huntDrafts.updatedAt), desc(huntDrafts.id))
    .limit(limit);
}

export function deleteOwnDraft(db: Db, id: number, userId: number) {
  return db
    .delete(huntDrafts)
    .where(and(eq(huntDrafts.id, id), eq(huntDrafts.userId, userId)))
    .returning()
    .then((rows) => rows[0]);
}

/** Account deletion: every draft of the account, returned so its files can follow. */
export function deleteDraftsOf(db: Db, userId: number) {
  return db.delete(huntDrafts).where(eq(huntDrafts.userId, userId)).returning();
}
