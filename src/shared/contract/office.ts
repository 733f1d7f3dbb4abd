import { z } from 'zod';
import { REPORT_REASONS } from '../rules/support';
import { withShapes, type ShapeTable } from './endpoint';
import { officeApi as officeRoutes } from './endpoints/office';
import { idInput } from './numbers';
import { photoIdParamsSchema } from './photos';
import { ticketSummarySchema } from './support';
import { fieldSays, label } from './field-says';

/** SPEC §3's office stats; amounts in euros, computed from the ledger to the cent. */
export const officeStatsSchema = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  totalSuccessfulTopups: z.number().int(),
  totalTopupAmount: z.number(),
  totalGiveaways: z.number().int(),
  totalGiveawayAmount: z.number(),
  activeGiveaways: z.number().int(),
  remainingRewards: z.number(),
  claimedRewards: z.number(),
  activeUsersList: z.array(
    z.object({
      id: z.number().int(),
      nickname: z.string(),
      email: z.string().nullable(),
      messagesCount: z.number().int(),
    }),
  ),
});
export type OfficeStats = z.infer<typeof officeStatsSchema>;

/** No minimum length (SPEC §5): an empty search lists the first accounts. */
export const officeUserSearchQuerySchema = z.object({
  q: z.string().trim().max(254).default(''),
});

export const officeUserSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  email: z.string().nullable(),
  /** Euros: spendable + withdrawable + in-app credits + rewards still pending (decision 012). */
  balance: z.number(),
  /** Messages this user created. */
  totalMessages: z.number().int(),
  /** Messages this user discovered. */
  discoveredMessages: z.number().int(),
});
export type OfficeUser = z.infer<typeof officeUserSchema>;

/** What the office button shows: open tickets and messages waiting for review. */
export const officeCountsSchema = z.object({
  openTickets: z.number().int(),
  pendingReports: z.number().int(),
});
export type OfficeCounts = z.infer<typeof officeCountsSchema>;

export const moderationStateSchema = z.enum(['clear', 'flagged', 'held', 'hidden']);
export type ModerationStateName = z.infer<typeof moderationStateSchema>;

/** A message in the moderation queue: never its secret (that is read on purpose, and logged). */
export const moderationItemSchema = z.object({
  photoId: z.number().int(),
  state: moderationStateSchema,
  thumbnailUrl: z.string(),
  messageType: z.enum(['text', 'pdf']),
  publicDescription: z.string().nullable(),
  locationLabel: z.string().nullable(),
  isGlobal: z.boolean(),
  createdAt: z.string(),
  creator: z.object({ id: z.number().int(), nickname: z.string() }).nullable(),
  /** The offline word screen found possible profanity. */
  screenFlagged: z.boolean(),
  reports: z.array(
    z.object({
      reason: z.enum(REPORT_REASONS),
      comment: z.string().nullable(),
      /** Null when the reporter has since deleted their account (the report still counts). */
      reporter: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationSecretSchema = z.object({
  photoId: z.number().int(),
  messageType: z.enum(['text', 'pdf']),
  hiddenMessage: z.string().nullable(),
  pdfFileName: z.string().nullable(),
});
export type ModerationSecret = z.infer<typeof moderationSecretSchema>;

export const moderationDecisionSchema = z.enum(
  ['dismiss', 'hide', 'restore'],
  fieldSays('server_field_unknown_decision'),
);
export type ModerationDecision = z.infer<typeof moderationDecisionSchema>;

/** A money reward held for the office's review instead of released (decision 012). */
export const heldRewardSchema = z.object({
  id: z.number().int(),
  /** Euros. */
  amount: z.number(),
  finder: z.object({ id: z.number().int(), nickname: z.string() }),
  creator: z.object({ id: z.number().int(), nickname: z.string() }),
  /** The message that paid it; null once the message is deleted. */
  message: z.object({ id: z.number().int(), publicDescription: z.string().nullable() }).nullable(),
  reason: z.string(),
  /** When it was found, and so became pending. */
  createdAt: z.string(),
});
export type HeldReward = z.infer<typeof heldRewardSchema>;

export const heldRewardDecisionSchema = z.enum(
  ['approve', 'reject'],
  fieldSays('server_field_unknown_decision'),
);
export type HeldRewardDecision = z.infer<typeof heldRewardDecisionSchema>;

export const heldRewardParamsSchema = z.object({ id: idInput(label('server_label_reward_id')) });

export const heldRewardOutcomeSchema = z.object({
  id: z.number().int(),
  status: z.enum(['released', 'returned']),
  /** Euros moved: into the finder's withdrawable balance, or back to the creator. */
  amount: z.number(),
});
export type HeldRewardOutcome = z.infer<typeof heldRewardOutcomeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.number().int().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The schemas of each operation in endpoints/office.ts: what the server validates with. */
export const officeShapes = {
  stats: {
    reply: { 200: officeStatsSchema },
  },
  searchUsers: {
    query: officeUserSearchQuerySchema,
    reply: { 200: z.array(officeUserSchema) },
  },
  tickets: {
    reply: { 200: z.array(ticketSummarySchema) },
  },
  counts: {
    reply: { 200: officeCountsSchema },
  },
  moderationQueue: {
    reply: { 200: z.array(moderationItemSchema) },
  },
  revealSecret: {
    params: photoIdParamsSchema,
    reply: { 200: moderationSecretSchema },
  },
  decide: {
    params: photoIdParamsSchema,
    body: z.object({ decision: moderationDecisionSchema }),
    reply: { 200: moderationItemSchema },
  },
  heldRewards: {
    reply: { 200: z.array(heldRewardSchema) },
  },
  decideHeldReward: {
    params: heldRewardParamsSchema,
    body: z.object({ decision: heldRewardDecisionSchema }),
    reply: { 200: heldRewardOutcomeSchema },
  },
  audit: {
    reply: { 200: z.array(auditEntrySchema) },
  },
} satisfies ShapeTable;

export const officeApi = withShapes(officeRoutes, officeShapes);
