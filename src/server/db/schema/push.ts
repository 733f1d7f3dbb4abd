import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A browser's Web Push subscription (decision 032): where its push service takes messages for
 * it, the keys they are encrypted with, the language they are worded in, and how far the user's
 * activity has been pushed to it. One endpoint belongs to one user: the last who subscribed it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's URL for this browser; its host is on PUSH_ENDPOINT_HOSTS. */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and its auth secret (base64url), for RFC 8291. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    /** Activity up to this time was pushed (or predates the subscription): never again. */
    pushedUpTo: timestamp('pushed_up_to', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    index('push_subscriptions_user_idx').on(table.userId),
    check('push_subscriptions_locale_check', sql`${table.locale} IN ('en', 'el')`),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
