import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a database leak yields no usable session. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser's User-Agent at sign-in, cut to 300 characters: the sessions list names it. */
    userAgent: text('user_agent'),
    /** Written with the sliding expiry, at most every few minutes (decision 005). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When this session's person last re-authenticated with Google (prompt=login): for a
     * few minutes it may do what a password-less account otherwise cannot confirm.
     */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);
