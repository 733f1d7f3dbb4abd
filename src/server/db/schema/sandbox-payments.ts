import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The sandbox payment provider's own state: what Stripe would hold on its side. In the database
 * so several app processes see the same payments.
 */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  userId: integer('user_id').notNull(),
  status: text('status').notNull(),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxAccounts = pgTable('sandbox_accounts', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull(),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  /**
   * Stripe's fingerprint of the bank account payouts go to: the same bank account entered on
   * two connected accounts gives the same fingerprint. Null until onboarding names one.
   */
  bankFingerprint: text('bank_fingerprint'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxTransfers = pgTable('sandbox_transfers', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  destination: text('destination').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
