import { z } from 'zod';
import {
  MAX_TICKET_MESSAGE_LENGTH,
  MAX_TICKET_SUBJECT_LENGTH,
  TICKET_CATEGORIES,
  TICKET_STATUSES,
} from '../rules/support';
import { withShapes, type ShapeTable } from './endpoint';
import { supportApi as supportRoutes } from './endpoints/support';
import { idInput } from './numbers';
import { fieldSays, label } from './field-says';
import type { SaidMessage } from '../errors';

/** Plain text, kept as typed but trimmed; blank is refused like missing. */
const requiredText = (max: number, what: SaidMessage) =>
  z
    .string(fieldSays('server_field_required', { label: what }))
    .trim()
    .min(1, fieldSays('server_field_required', { label: what }))
    .max(max, fieldSays('server_field_too_many_characters', { label: what, max }));

export const ticketCategorySchema = z.enum(
  TICKET_CATEGORIES,
  fieldSays('server_field_choose_category'),
);
export const ticketStatusSchema = z.enum(
  TICKET_STATUSES,
  fieldSays('server_field_unknown_ticket_status'),
);

export const createTicketBodySchema = z.object({
  subject: requiredText(MAX_TICKET_SUBJECT_LENGTH, label('server_label_subject')),
  category: ticketCategorySchema.default('general'),
  message: requiredText(MAX_TICKET_MESSAGE_LENGTH, label('server_label_message')),
});
export type CreateTicketBody = z.input<typeof createTicketBodySchema>;

export const ticketReplyBodySchema = z.object({
  message: requiredText(MAX_TICKET_MESSAGE_LENGTH, label('server_label_message')),
});
export type TicketReplyBody = z.input<typeof ticketReplyBodySchema>;

export const ticketStatusBodySchema = z.object({ status: ticketStatusSchema });

// Read strictly (numbers.ts): '0x10' is no ticket, and an id past a PostgreSQL integer is a 400,
// not an overflow in the query.
export const ticketIdParamsSchema = z.object({ id: idInput(label('server_label_ticket_id')) });
export const ticketStatusParamsSchema = z.object({
  ticketId: idInput(label('server_label_ticket_id')),
});

export const ticketMessageSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  isAdminReply: z.boolean(),
  createdAt: z.string(),
  sender: z.object({ nickname: z.string() }).nullable(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/**
 * What a ticket the office opened says, by kind and parameters (decision 031): the web words
 * its subject and first message from the catalog; `subject` and the message keep the English.
 * Null for every other ticket, and for notices written before migration 0025.
 */
export const ticketNoticeSchema = z.object({
  kind: z.literal('message_hidden'),
  params: z.object({
    photoId: z.number().int(),
    description: z.string().nullable(),
    refundedCents: z.number().int(),
  }),
});
export type TicketNotice = z.infer<typeof ticketNoticeSchema>;

/** A ticket in a list: no conversation, its size and what this reader has not read yet. */
export const ticketSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  notice: ticketNoticeSchema.nullable(),
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

/** The schemas of each operation in endpoints/support.ts: what the server validates with. */
export const supportShapes = {
  tickets: {
    reply: { 200: z.array(ticketSummarySchema) },
  },
  ticket: {
    params: ticketIdParamsSchema,
    reply: { 200: ticketSchema },
  },
  create: {
    body: createTicketBodySchema,
    reply: { 201: ticketSchema },
  },
  reply: {
    params: ticketIdParamsSchema,
    body: ticketReplyBodySchema,
    reply: { 201: ticketSchema },
  },
  setStatus: {
    params: ticketStatusParamsSchema,
    body: ticketStatusBodySchema,
    reply: { 200: ticketSchema },
  },
} satisfies ShapeTable;

export const supportApi = withShapes(supportRoutes, supportShapes);
