import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { photos } from './photos';
import { users } from './users';

export const reportReasons = ['offensive', 'spam', 'unsafe', 'other'] as const;

/**
 * A user's report of a message: once per user and message, ever. `reviewedAt` is set when the
 * admin decides; only unreviewed reports count towards hiding it.
 */
export const messageReports = pgTable(
  'message_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: reportReasons }).notNull(),
    comment: text('comment'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_reports_once_idx').on(t.photoId, t.reporterId),
    index('message_reports_photo_idx').on(t.photoId, t.reviewedAt),
  ],
);
