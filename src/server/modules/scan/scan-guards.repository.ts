import { and, asc, count, desc, eq, gt, inArray, lt, lte, min, sql } from 'drizzle-orm';
import type { ScanResponse } from '@/shared/contract/scan';
import type { Db } from '@/server/db/client';
import { scanFixes, scanPositions, scanReplays, scanUsage } from '@/server/db/schema/scan-guards';
import type { AttemptStore } from '@/server/lib/throttle';
import type { Fix } from '@/shared/rules/honest-position';

/** Serialises one user's scans while their last position is judged and moved. */
export async function lockPositionOf(db: Db, userId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'scan-position:' + userId}))`);
}

export async function lastPositionOf(db: Db, userId: number): Promise<Fix | undefined> {
  const rows = await db
    .select({
      latitude: scanPositions.latitude,
      longitude: scanPositions.longitude,
      accuracyM: scanPositions.accuracyM,
      at: scanPositions.scannedAt,
    })
    .from(scanPositions)
    .where(eq(scanPositions.userId, userId));
  return rows[0];
}

export async function savePosition(db: Db, userId: number, fix: Fix) {
  const values = {
    latitude: fix.latitude,
    longitude: fix.longitude,
    accuracyM: fix.accuracyM,
    scannedAt: fix.at,
  };
  await db
    .insert(scanPositions)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: scanPositions.userId, set: values });
}

export async function deletePositionOf(db: Db, userId: number) {
  await db.delete(scanPositions).where(eq(scanPositions.userId, userId));
  await db.delete(scanFixes).where(eq(scanFixes.userId, userId));
  await db.delete(scanReplays).where(eq(scanReplays.userId, userId));
}

const fixColumns = {
  latitude: scanFixes.latitude,
  longitude: scanFixes.longitude,
  accuracyM: scanFixes.accuracyM,
  at: scanFixes.scannedAt,
};

/** The user's latest accepted fix at or before `at` (a queued scan's neighbour before it). */
export async function fixBefore(db: Db, userId: number, at: Date): Promise<Fix | undefined> {
  const rows = await db
    .select(fixColumns)
    .from(scanFixes)
    .where(and(eq(scanFixes.userId, userId), lte(scanFixes.scannedAt, at)))
    .orderBy(desc(scanFixes.scannedAt))
    .limit(1);
  return rows[0];
}

/** The user's earliest accepted fix after `at` (a queued scan's neighbour after it). */
export async function fixAfter(db: Db, userId: number, at: Date): Promise<Fix | undefined> {
  const rows = await db
    .select(fixColumns)
    .from(scanFixes)
    .where(and(eq(scanFixes.userId, userId), gt(scanFixes.scannedAt, at)))
    .orderBy(asc(scanFixes.scannedAt))
    .limit(1);
  return rows[0];
}

/** Records an accepted fix and forgets the user's fixes older than `forgetBefore`. */
export async function recordFix(db: Db, userId: number, fix: Fix, forgetBefore: Date) {
  await db
    .delete(scanFixes)
    .where(and(eq(scanFixes.userId, userId), lt(scanFixes.scannedAt, forgetBefore)));
  await db.insert(scanFixes).values({
    userId,
    latitude: fix.latitude,
    longitude: fix.longitude,
    accuracyM: fix.accuracyM,
    scannedAt: fix.at,
  });
}

export type ReplayKey = { userId: number; kind: 'local' | 'global'; key: string };
const replayIs = ({ userId, kind, key }: ReplayKey) =>
  and(eq(scanReplays.userId, userId), eq(scanReplays.kind, kind), eq(scanReplays.key, key));

/** Claims a key for the scan about to run; false when a scan with this key exists already. */
export async function claimReplay(
  db: Db,
  replay: ReplayKey & { fingerprint: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(scanReplays)
    .values({ ...replay, createdAt: replay.at })
    .onConflictDoNothing()
    .returning({ key: scanReplays.key });
  return rows.length === 1;
}

export async function findReplay(db: Db, replay: ReplayKey) {
  const rows = await db
    .select({
      fingerprint: scanReplays.fingerprint,
      reply: scanReplays.reply,
      createdAt: scanReplays.createdAt,
    })
    .from(scanReplays)
    .where(replayIs(replay));
  return rows[0];
}

export async function storeReplay(db: Db, replay: ReplayKey, reply: ScanResponse) {
  await db.update(scanReplays).set({ reply }).where(replayIs(replay));
}

/** Gives a claimed key up (its scan was refused or failed), or forgets one abandoned. */
export async function releaseReplay(db: Db, replay: ReplayKey & { createdAt?: Date }) {
  await db
    .delete(scanReplays)
    .where(
      and(
        replayIs(replay),
        replay.createdAt ? eq(scanReplays.createdAt, replay.createdAt) : undefined,
      ),
    );
}

/** Keys older than `before` are forgotten: a queued scan is judged only within 24 hours. */
export async function pruneReplaysOf(db: Db, userId: number, before: Date) {
  await db
    .delete(scanReplays)
    .where(and(eq(scanReplays.userId, userId), lt(scanReplays.createdAt, before)));
}

/** The fair-use counts (lib/throttle.ts), in the scan module's own table. */
export const usageStore: AttemptStore = {
  async lock(db, bucket) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'scan-usage:' + bucket}))`);
  },
  count(db, bucket, since) {
    return db
      .select({ attempts: count(), oldest: min(scanUsage.createdAt) })
      .from(scanUsage)
      .where(and(eq(scanUsage.bucket, bucket), gt(scanUsage.createdAt, since)))
      .then((rows) => rows[0] ?? { attempts: 0, oldest: null });
  },
  async insert(db, buckets, at) {
    if (buckets.length === 0) return [];
    const rows = await db
      .insert(scanUsage)
      .values(buckets.map((bucket) => ({ bucket, createdAt: at })))
      .returning({ id: scanUsage.id });
    return rows.map((row) => row.id);
  },
  async deleteIds(db, ids) {
    if (ids.length === 0) return;
    await db.delete(scanUsage).where(inArray(scanUsage.id, ids));
  },
  async deleteBucket(db, bucket) {
    await db.delete(scanUsage).where(eq(scanUsage.bucket, bucket));
  },
  async prune(db, buckets, before) {
    await db
      .delete(scanUsage)
      .where(and(inArray(scanUsage.bucket, buckets), lte(scanUsage.createdAt, before)));
  },
};
