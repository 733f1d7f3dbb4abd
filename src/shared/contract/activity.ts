import { z } from 'zod';
import { isoDateTimeSchema } from './common';
import { withShapes, type ShapeTable } from './endpoint';
import { activityApi as activityRoutes } from './endpoints/activity';
import { fieldSays } from './field-says';
import { ticketNoticeSchema } from './support';

/**
 * What happened to a user, derived from the tables where it happened (decision 028): each kind
 * carries its parameters, and the web words it (issue 21 point 3, words out of code).
 */
export const ACTIVITY_KINDS = [
  'message_discovered', // someone discovered a message of theirs
  'reward_received', // a discovery paid them (pending while held, decision 012)
  'reward_released', // a held reward became withdrawable
  'ticket_answered', // the office replied to one of their support tickets
  'hunt_step_unlocked', // finding a step of a linear hunt opened the next one
] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKindSchema>;

/** The newest items shown; older ones are history the wallet and My Space already list. */
export const ACTIVITY_LIMIT = 50;

export const activityItemSchema = z.object({
  /** Stable across calls: the kind and the id of the row it comes from. */
  id: z.string(),
  kind: activityKindSchema,
  /** ISO time, to the millisecond (what `seen` compares with). */
  at: z.string(),
  /** The message concerned (discovered, rewarded), when it still exists. */
  photoId: z.number().int().nullable(),
  /** Its place label, or null (a global message has none). */
  place: z.string().nullable(),
  /** Euros, for rewards. */
  amount: z.number().nullable(),
  ticketId: z.number().int().nullable(),
  /** The ticket's subject, for answers. */
  subject: z.string().nullable(),
  /** An office notice's kind and parameters, which the web words (decision 031). */
  notice: ticketNoticeSchema.nullable(),
  huntId: z.number().int().nullable(),
  huntTitle: z.string().nullable(),
  /** The step unlocked. */
  stepNumber: z.number().int().nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityListSchema = z.object({
  items: z.array(activityItemSchema),
  /** What the user has seen up to; null before they first opened the list. */
  seenUpTo: z.string().nullable(),
  /** Items newer than `seenUpTo`: the My tab shows a dot while any. */
  unread: z.number().int(),
});
export type ActivityList = z.infer<typeof activityListSchema>;

export const markActivitySeenBodySchema = z.object({
  /** The newest item's `at` the user saw: what arrives after it stays unread. */
  upTo: isoDateTimeSchema(fieldSays('server_field_up_to')),
});
export type MarkActivitySeenBody = z.input<typeof markActivitySeenBodySchema>;

export const activityShapes = {
  list: {
    reply: { 200: activityListSchema },
  },
  markSeen: {
    body: markActivitySeenBodySchema,
    reply: { 200: z.object({ seenUpTo: z.string() }) },
  },
} satisfies ShapeTable;

export const activityApi = withShapes(activityRoutes, activityShapes);
