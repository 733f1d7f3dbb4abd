import { and, count, eq, gt, inArray, lte, min, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { scanPositions, scanUsage } from '@/server/db/schema/scan-guards';
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
