import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nickname: text('nickname').notNull(),
    /** NFKC + lower case: nicknames are unique regardless of case. */
    nicknameKey: text('nickname_key').notNull(),
    /**
     * Its confusable skeleton (`nicknameLookalike`): no two accounts may share one. Filled on
     * insert; rows older than the column get it at start-up.
     */
    nicknameLookalike: text('nickname_lookalike'),
    email: text('email'),
    /** Null for an account made by Google sign-in that never set a password. */
    passwordHash: text('password_hash'),
    /** The device that registered the account (the admin's: the last device it signed in from). */
    deviceId: text('device_id'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** SHA-256 of the account's recovery code (decision 019); null until one is issued. */
    recoveryCodeHash: text('recovery_code_hash'),
    /** When the person confirmed they are 13 or older (SPEC 9); null when never asked. */
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    /**
     * When the person deleted the account (decision 021): the row stays, anonymised, because
     * payment records point at it for 7 years; the purge job forgets the rest.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** When the daily purge finished forgetting a deleted account's remaining data. */
    purgedAt: timestamp('purged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_nickname_key_idx').on(t.nicknameKey),
    index('users_device_id_idx').on(t.deviceId),
    index('users_nickname_lookalike_idx').on(t.nicknameLookalike),
    index('users_email_idx').on(sql`lower(${t.email})`),
  ],
);

export type UserRow = typeof users.$inferSelect;
