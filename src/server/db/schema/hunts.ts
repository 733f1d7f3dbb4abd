import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A published treasure hunt. Its steps are hidden messages (`photos.hunt_id`, `photos.hunt_step`);
 * a player's progress is the set of its steps they discovered (decision 013).
 */
export const hunts = pgTable(
  'hunts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** linear: step n only after n-1; free: any step; some: any `required_steps` of them. */
    stepOrder: text('step_order', { enum: ['linear', 'free', 'some'] })
      .notNull()
      .default('linear'),
    totalSteps: integer('total_steps').notNull(),
    /** Steps a player must discover to finish: all of them unless the order is 'some'. */
    requiredSteps: integer('required_steps').notNull(),
    /** The share of a step's reward each revealed hint withholds, in percent. */
    hintCostPercent: integer('hint_cost_percent').notNull().default(25),
    /** Outside [starts_at, ends_at) the hunt is not offered and its steps are not discoverable. */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The creator's key for this publish (decision 024): a repeated or concurrent request with
     * the same key is answered with this hunt, never a second one or a second charge.
     */
    publishKey: text('publish_key'),
    /** The draft this hunt was published from (consumed by it): publishing it again finds this. */
    draftId: integer('draft_id'),
  },
  (t) => [
    index('hunts_creator_idx').on(t.creatorId, t.createdAt),
    uniqueIndex('hunts_publish_key_idx').on(t.creatorId, t.publishKey),
    uniqueIndex('hunts_draft_idx').on(t.creatorId, t.draftId),
    check('hunts_steps_range', sql`${t.totalSteps} BETWEEN 1 AND 50`),
    check('hunts_required_range', sql`${t.requiredSteps} BETWEEN 1 AND ${t.totalSteps}`),
    check('hunts_hint_cost_range', sql`${t.hintCostPercent} BETWEEN 0 AND 50`),
    check(
      'hunts_window_order',
      sql`${t.startsAt} IS NULL OR ${t.endsAt} IS NULL OR ${t.startsAt} < ${t.endsAt}`,
    ),
  ],
);

export type HuntRow = typeof hunts.$inferSelect;

/** A waypoint as a draft keeps it: the payload's fields, with its files as blob keys. */
export type DraftWaypoint = {
  stepNumber: number;
  latitude: number | null;
  longitude: number | null;
  locationName: string | null;
  description: string | null;
  photoKey: string | null;
  /**
   * SHA-256 of the stored (already scaled) photo: the same photo sent back on a later save is
   * kept as it is, not decoded and re-encoded again (decision 024). Absent on older drafts.
   */
  photoHash?: string | null;
  hiddenMessage: string | null;
  pdfKey: string | null;
  pdfFileName: string | null;
  messageType: 'text' | 'pdf';
  maxScans: number;
  hasRewards: boolean;
  rewardAmount: number;
  isPrivate: boolean;
  targetUsername: string | null;
  hints: string[];
};

/** What a draft keeps beyond its waypoints (the hunt's options). */
export type DraftSettings = {
  description: string | null;
  stepOrder: 'linear' | 'free' | 'some';
  requiredSteps: number | null;
  hintCostPercent: number;
  startsAt: string | null;
  endsAt: string | null;
};

/** A hunt being written: its photos and PDFs are files in the blob store, never base64 here. */
export const huntDrafts = pgTable(
  'hunt_drafts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    settings: jsonb('settings').$type<DraftSettings>().notNull(),
    waypoints: jsonb('waypoints').$type<DraftWaypoint[]>().notNull(),
    /** Raised by every save; a save must name the version it continues (decision 024). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hunt_drafts_user_idx').on(t.userId, t.updatedAt)],
);

export type HuntDraftRow = typeof huntDrafts.$inferSelect;
