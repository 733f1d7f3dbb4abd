import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import type { TicketNotice } from '@/shared/contract/support';

export const ticketCategories = [
  'general',
  'technical',
  'billing',
  'feature',
  'bug',
  'account',
] as const;
export const ticketStatuses = ['open', 'in_progress', 'closed'] as const;

/**
 * A support ticket. Deleting an account (whose anonymised row stays for payment records,
 * decision 021) deletes its tickets; messages and read markers go with them (cascade).
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    /** What an office notice says, by kind and parameters (decision 031); null otherwise. */
    notice: jsonb('notice').$type<TicketNotice>(),
    category: text('category', { enum: ticketCategories }).notNull(),
    status: text('status', { enum: ticketStatuses }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.updatedAt),
    index('support_tickets_status_idx').on(t.status, t.updatedAt),
  ],
);

/** The conversation of a ticket, plain text as typed. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    isAdminReply: boolean('is_admin_reply').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_messages_ticket_idx').on(t.ticketId, t.id),
    check('support_messages_not_blank', sql`length(btrim(${t.message})) > 0`),
  ],
);

/** How far each reader has read a ticket: unread counts are the messages after this one. */
export const supportReads = pgTable(
  'support_reads',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadMessageId: integer('last_read_message_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.userId] })],
);
