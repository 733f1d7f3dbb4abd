import { z } from 'zod';
import {
  MAX_TICKET_MESSAGE_LENGTH,
  MAX_TICKET_SUBJECT_LENGTH,
  TICKET_CATEGORIES,
  TICKET_STATUSES,
} from '../rules/support';
import { endpoint } from './endpoint';
import { idInput } from './numbers';

/** Plain text, kept as typed but trimmed; blank is refused like missing. */
const requiredText = (max: number, label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const ticketCategorySchema = z.enum(TICKET_CATEGORIES, 'Please choose a category');
export const ticketStatusSchema = z.enum(TICKET_STATUSES, 'Unknown ticket status');

export const createTicketBodySchema = z.object({
  subject: requiredText(MAX_TICKET_SUBJECT_LENGTH, 'The subject'),
  category: ticketCategorySchema.default('general'),
  message: requiredText(MAX_TICKET_MESSAGE_LENGTH, 'The message'),
});
export type CreateTicketBody = z.input<typeof createTicketBodySchema>;

export const ticketReplyBodySchema = z.object({
  message: requiredText(MAX_TICKET_MESSAGE_LENGTH, 'The message'),
});
export type TicketReplyBody = z.input<typeof ticketReplyBodySchema>;

export const ticketStatusBodySchema = z.object({ status: ticketStatusSchema });

// Read strictly (numbers.ts): '0x10' is no ticket, and an id past a PostgreSQL integer is a 400,
// not an overflow in the query.
export const ticketIdParamsSchema = z.object({ id: idInput('Ticket id') });
export const ticketStatusParamsSchema = z.object({ ticketId: idInput('Ticket id') });

export const ticketMessageSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  isAdminReply: z.boolean(),
  createdAt: z.string(),
  sender: z.object({ nickname: z.string() }).nullable(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** A ticket in a list: no conversation, its size and what this reader has not read yet. */
export const ticketSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  category: ticketCategorySchema,
  status: ticketStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Messages from the other side this reader has not opened yet. */
  unreadCount: z.number().int(),
  messageCount: z.number().int(),
  /** Null when the account is gone ('Unknown User'). */
  user: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const ticketSchema = ticketSummarySchema.extend({
  messages: z.array(ticketMessageSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const supportApi = {
  /** The signed-in user's own tickets, newest activity first. */
  tickets: endpoint({
    method: 'GET',
    path: '/api/support/tickets',
    access: 'user',
    reply: { 200: z.array(ticketSummarySchema) },
    errors: [],
  }),
  /** One ticket with its conversation; opening it marks it read for this reader. */
  ticket: endpoint({
    method: 'GET',
    path: '/api/support/tickets/:id',
    access: 'user',
    params: ticketIdParamsSchema,
    reply: { 200: ticketSchema },
    errors: [404],
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/support/tickets',
    access: 'user',
    body: createTicketBodySchema,
    reply: { 201: ticketSchema },
    errors: [],
  }),
  /** The owner or the admin; a closed ticket accepts no replies (409). */
  reply: endpoint({
    method: 'POST',
    path: '/api/support/tickets/:id/messages',
    access: 'user',
    params: ticketIdParamsSchema,
    body: ticketReplyBodySchema,
    reply: { 201: ticketSchema },
    errors: [404, 409],
  }),
  /** Admin only (the office's Start, Reopen and Close). */
  setStatus: endpoint({
    method: 'PATCH',
    path: '/api/support/tickets/:ticketId/status',
    access: 'admin',
    params: ticketStatusParamsSchema,
    body: ticketStatusBodySchema,
    reply: { 200: ticketSchema },
    errors: [404],
  }),
};
