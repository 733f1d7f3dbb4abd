import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ledgerTransfers } from './ledger';
import { photos } from './photos';
import { users } from './users';

export const rewardHoldStatuses = [
  'pending', // waiting for its holding period: released by the job once due
  'review', // the finder and the creator share a payout account: waits for the office
  // (at release, or recalled from the finder's withdrawable balance at a withdrawal)
  'released', // moved into the finder's withdrawable balance
  'returned', // rejected in the office: back to the creator
  'forfeited', // the finder deleted their account before it was released
] as const;
export type RewardHoldStatus = (typeof rewardHoldStatuses)[number];

/**
 * A money reward in its finder's `pending` ledger account (decision 012): when it may be
 * released, and what became of it. The money itself is only ever in the ledger; a row changes
 * status once, by `UPDATE … WHERE status = <expected>`, so two releases cannot both win.
 */
export const rewardHolds = pgTable(
  'reward_holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The reward transfer from the message's escrow into the finder's pending account. */
    transferId: integer('transfer_id')
      .notNull()
      .unique()
      .references(() => ledgerTransfers.id),
    finderId: integer('finder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    photoId: integer('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    status: text('status', { enum: rewardHoldStatuses }).notNull().default('pending'),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    /** Why it waits for the office, in the office's words. */
    reviewReason: text('review_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /**
     * When a released reward was taken back for review at a withdrawal, because its finder had
     * since come to share the creator's payout account (decision 012). A hold is recalled once.
     */
    recalledAt: timestamp('recalled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reward_holds_due_idx')
      .on(t.releaseAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('reward_holds_finder_idx').on(t.finderId, t.status),
    index('reward_holds_review_idx')
      .on(t.id)
      .where(sql`${t.status} = 'review'`),
    check('reward_holds_positive', sql`${t.amountCents} > 0`),
  ],
);
