import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Sign-in identities from an OpenID Connect provider (Google): one is known by its issuer and
 * subject, never by its email, and belongs to exactly one account (issue 13).
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The provider's email when it said it was verified; shown in My Space only. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_identities_issuer_subject_idx').on(t.issuer, t.subject),
    // One identity of each provider per account: linking a second Google account is refused.
    uniqueIndex('user_identities_user_issuer_idx').on(t.userId, t.issuer),
  ],
);

export type UserIdentityRow = typeof userIdentities.$inferSelect;

/**
 * First Google sign-ins waiting for their age confirmation (decision 020): the age-step
 * cookie names one, and making the account deletes it in the same transaction, so the cookie
 * makes at most one account however often it is sent (issue 19). Expired rows go with the
 * daily purge.
 */
export const googlePendingSignups = pgTable('google_pending_signups', {
  /** Random, carried in the sealed cookie; worthless without the cookie's signature. */
  id: text('id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
