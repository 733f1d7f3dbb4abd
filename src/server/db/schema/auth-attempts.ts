import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Throttled auth attempts, one row each. In the database rather than in memory so that
 * several app processes share one limit (ARCHITECTURE §7).
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** e.g. "login:ip:1.2.3.4" or "login:nick:alice". */
    bucket: text('bucket').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_attempts_bucket_created_idx').on(t.bucket, t.createdAt)],
);
