import {
  bigint,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ScanResponse } from '@/shared/contract/scan';
import { users } from './users';

/**
 * Where each user last scanned from (decision 011): a scan whose position could not have been
 * reached from here at 300 km/h is refused. One row a user, moved only by an accepted scan.
 */
export const scanPositions = pgTable('scan_positions', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  accuracyM: doublePrecision('accuracy_m').notNull(),
  scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
});

/**
 * Fair use (decision 011): one row per analysis or scan, e.g. bucket "scan:user:12", counted by
 * the throttle in sliding windows. Rows older than the longest window are pruned as new ones
 * arrive, so a bucket holds at most a day's worth.
 */
export const scanUsage = pgTable(
  'scan_usage',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scan_usage_bucket_created_idx').on(t.bucket, t.createdAt)],
);

/**
 * Every fix a user's accepted scans were made from in the last day (decision 027). A queued scan
 * arrives stamped with the time it was taken, which may fall between two fixes already accepted:
 * it is judged against the fix before it and the fix after it, so backdating cannot put one
 * account in two places. Rows older than 25 hours are pruned as new ones arrive.
 */
export const scanFixes = pgTable(
  'scan_fixes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    accuracyM: doublePrecision('accuracy_m').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('scan_fixes_user_scanned_idx').on(t.userId, t.scannedAt)],
);

/**
 * Scans sent with an idempotency key (decision 027): the first one claims the key (reply still
 * null while it runs), stores its reply, and every replay of the key gets that reply without
 * being counted, judged, discovered or paid again. `fingerprint` is what the client recorded
 * (position, accuracy, time): the same key for another scan is refused. Kept 48 hours.
 */
export const scanReplays = pgTable(
  'scan_replays',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['local', 'global'] }).notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    reply: jsonb('reply').$type<ScanResponse>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.key] })],
);
