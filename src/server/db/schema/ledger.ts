import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { photos } from './photos';
import { users } from './users';

export const ledgerAccountKinds = [
  'spendable', // a user's card top-ups: spend only
  'withdrawable', // a user's money rewards: spend or withdraw
  'pending', // a user's money rewards waiting for their hold or a review (decision 012)
  'credits', // a user's in-app rewards from the admin's messages
  'escrow', // a message's unpaid rewards
  'external', // the payment provider: money entering and leaving the platform
  'revenue', // what creators paid for discovery limits
  'credit_issuer', // where in-app credits come from
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

/**
 * Double-entry accounts. `balance_cents` is kept in step with the transfers in the same
 * transaction; the check forbids any balance below zero except the platform's own accounts.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ledgerAccountKinds }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** Escrow accounts outlive their message (set null) so the history stays whole. */
    photoId: integer('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    allowNegative: boolean('allow_negative').notNull().default(false),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_kind_idx')
      .on(t.userId, t.kind)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_photo_idx')
      .on(t.photoId)
      .where(sql`${t.kind} = 'escrow'`),
    uniqueIndex('ledger_accounts_platform_idx')
      .on(t.kind)
      .where(sql`${t.userId} IS NULL AND ${t.kind} <> 'escrow'`),
    check('ledger_accounts_nonnegative', sql`${t.allowNegative} OR ${t.balanceCents} >= 0`),
  ],
);

/** Immutable movements between two accounts; corrections are new transfers. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fromAccountId: integer('from_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    toAccountId: integer('to_account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    /** English words, kept for other readers and for rows older than `params`. */
    description: text('description').notNull(),
    /** What the web words the line with, beside `kind` (decision 031): e.g. `{ scans: 5 }`. */
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    /** Set for everything the outside world triggers: a retry finds the first and stops. */
    idempotencyKey: text('idempotency_key'),
    photoId: integer('photo_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency_idx').on(t.idempotencyKey),
    index('ledger_transfers_from_idx').on(t.fromAccountId, t.id),
    index('ledger_transfers_to_idx').on(t.toAccountId, t.id),
    check('ledger_transfers_positive', sql`${t.amountCents} > 0`),
    check('ledger_transfers_two_accounts', sql`${t.fromAccountId} <> ${t.toAccountId}`),
  ],
);

/** The free discovery of the day: one row per creator and UTC day. */
export const freeDiscoveryDays = pgTable(
  'free_discovery_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/** Top-ups started by a user; the provider's word decides whether they were paid. */
export const paymentIntents = pgTable('payment_intents', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user's connected account at the payment provider, for withdrawals. */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  providerAccountId: text('provider_account_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Withdrawal requests and what the provider did with them. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    requestId: text('request_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] }).notNull(),
    providerTransferId: text('provider_transfer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When a transfer was last asked for: a lease, so one caller at a time asks the provider
     * (decision 003, session 20). A pending row whose lease ran out lost its answer; the
     * settle-withdrawals job asks again.
     */
    transferAttemptedAt: timestamp('transfer_attempted_at', { withTimezone: true }),
  },
  (table) => [
    index('withdrawals_pending_idx')
      .on(table.transferAttemptedAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * Purchases of more discoveries, by the client's request id: a retry of one (its answer lost)
 * is answered without charging again. Kept with the ledger, whose charge it guards.
 */
export const reactivations = pgTable('reactivations', {
  requestId: text('request_id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  photoId: integer('photo_id')
    .notNull()
    .references(() => photos.id, { onDelete: 'cascade' }),
  additionalScans: integer('additional_scans').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
