import {
  bigint,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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
