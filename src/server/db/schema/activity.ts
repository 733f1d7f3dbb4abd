import { pgTable, integer, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * How far each user has looked at their activity (decision 028). The activity itself is not
 * stored: it is read from the tables where each event happened, so only this marker is new.
 */
export const activityReads = pgTable('activity_reads', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seenUpTo: timestamp('seen_up_to', { withTimezone: true, precision: 3 }).notNull(),
});
