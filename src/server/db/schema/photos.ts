import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  point,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TextRegion } from '@/server/providers/text-blur';
import { mapPoint } from '@/server/db/map-point';
import { hunts } from './hunts';
import { users } from './users';

export const moderationStates = ['clear', 'flagged', 'held', 'hidden'] as const;
export type ModerationState = (typeof moderationStates)[number];

type ReadingColumns = {
  isAnalyzed: AnyPgColumn;
  publicImageKey: AnyPgColumn;
  textRegions: AnyPgColumn;
};

/**
 * The messages the analysis job still has to read: unread ones, and those with neither a
 * public copy nor the regions to make one (decision 014). The job's query and its partial
 * index use this one condition, so the index always serves the query.
 */
export function awaitingReading(t: ReadingColumns) {
  return sql`(NOT ${t.isAnalyzed} OR (${t.publicImageKey} IS NULL AND ${t.textRegions} IS NULL))`;
}

/**
 * earthdistance's point type (a domain over cube). The app never reads it: it is written by
 * PostgreSQL, and only walked and measured in SQL (photo-geo.ts).
 */
const earth = customType<{ data: string; driverData: string }>({ dataType: () => 'earth' });

/** A hidden message and the photo of printed text it hides behind. */
export const photos = pgTable(
  'photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null for global (book and magazine) messages, which have no place. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * The place as earthdistance's point, computed once when the row is written. Nearby and
     * discovery used to compute ll_to_earth per row they read (trigonometry and the earth
     * domain's three checks), which was half of each walk's time (decision 036).
     */
    earthPoint: earth('earth_point').generatedAlwaysAs(
      (): SQL => sql`ll_to_earth(${photos.latitude}, ${photos.longitude})`,
    ),
    /**
     * The place on a Mercator map (map-point.ts), the point nearby and discovery walk
     * nearest-first. The app never reads it either.
     */
    mapPoint: point('map_point', { mode: 'tuple' }).generatedAlwaysAs((): SQL =>
      mapPoint(photos.latitude, photos.longitude),
    ),
    location: text('location'),
    locationLabel: text('location_label'),
    isGlobal: boolean('is_global').notNull().default(false),
    messageType: text('message_type', { enum: ['text', 'pdf'] }).notNull(),
    hiddenMessage: text('hidden_message'),
    publicDescription: text('public_description'),
    pdfKey: text('pdf_key'),
    pdfFileName: text('pdf_file_name'),
    imageKey: text('image_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    /**
     * The copy of the photo (and its thumbnail) shown to whoever has not discovered the message:
     * its text regions blurred (decision 014). Null until made; meanwhile those viewers get a
     * wholly blurred picture, never the original.
     */
    publicImageKey: text('public_image_key'),
    publicThumbnailKey: text('public_thumbnail_key'),
    /**
     * Where OCR found text, in pixels of the stored photo (unpadded): what the public copy
     * blurs. Null until read (messages saved while OCR was busy, or before regions were kept).
     */
    textRegions: jsonb('text_regions').$type<TextRegion[]>(),
    maxScans: integer('max_scans').notNull().default(1),
    currentScans: integer('current_scans').notNull().default(0),
    /** The normalised OCR text of the photo: the key scans are matched against. Secret. */
    textKey: text('text_key'),
    isAnalyzed: boolean('is_analyzed').notNull().default(false),
    isPrivate: boolean('is_private').notNull().default(false),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    hasRewards: boolean('has_rewards').notNull().default(false),
    rewardCents: integer('reward_cents').notNull().default(0),
    /** Fixed at creation: floor(reward / limit). Later extra discoveries do not dilute it. */
    rewardPerScanCents: integer('reward_per_scan_cents').notNull().default(0),
    /**
     * Moderation (decision 017): `clear`; `flagged` waits for review but stays listed (a
     * report or the offline word screen); `held` is withdrawn pending review (3 reporters);
     * `hidden` was withdrawn by the admin.
     */
    moderation: text('moderation', { enum: moderationStates }).notNull().default('clear'),
    /** The offline word screen found possible profanity in its description or hidden text. */
    screenFlagged: boolean('screen_flagged').notNull().default(false),
    /** Set when the message is a step of a treasure hunt: it is never listed on its own. */
    huntId: integer('hunt_id').references(() => hunts.id, { onDelete: 'cascade' }),
    /** The step's number in its hunt, from 1. */
    huntStep: integer('hunt_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('photos_user_id_idx').on(t.userId, t.createdAt),
    index('photos_target_user_id_idx').on(t.targetUserId),
    index('photos_global_created_idx')
      .on(t.createdAt)
      .where(sql`${t.isGlobal}`),
    // Nearby and discovery walk this GiST index nearest-first (KNN), bounded by a box on the
    // map: a point's tree stays tight in a dense city, earthdistance's cube's did not (036).
    index('photos_map_idx')
      .using('gist', t.mapPoint)
      .where(sql`NOT ${t.isGlobal}`),
    index('photos_moderation_idx')
      .on(t.moderation, t.updatedAt)
      .where(sql`${t.moderation} <> 'clear'`),
    index('photos_awaiting_reading_idx').on(t.id).where(awaitingReading(t)),
    uniqueIndex('photos_hunt_step_idx')
      .on(t.huntId, t.huntStep)
      .where(sql`${t.huntId} IS NOT NULL`),
    check(
      'photos_hunt_step',
      sql`(${t.huntId} IS NULL) = (${t.huntStep} IS NULL) AND (${t.huntStep} IS NULL OR ${t.huntStep} >= 1)`,
    ),
    check('photos_max_scans_positive', sql`${t.maxScans} >= 1`),
    check('photos_current_scans_range', sql`${t.currentScans} BETWEEN 0 AND ${t.maxScans}`),
    check('photos_reward_nonnegative', sql`${t.rewardCents} >= 0`),
    check(
      'photos_place',
      sql`${t.isGlobal} OR (${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180)`,
    ),
    check(
      'photos_content',
      sql`(${t.messageType} = 'text' AND ${t.hiddenMessage} IS NOT NULL) OR (${t.messageType} = 'pdf' AND ${t.pdfKey} IS NOT NULL)`,
    ),
  ],
);

export type PhotoRow = typeof photos.$inferSelect;

/** Who discovered what: one row per user and message, ever (exactly-once discovery). */
export const discoveries = pgTable(
  'discoveries',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discoveries_user_idx').on(t.userId),
    primaryKey({ columns: [t.photoId, t.userId] }),
  ],
);

/**
 * The global text index: sampled 8-letter gram hashes of each global message's key (see
 * lib/text/text-grams.ts), so a scan of a book page finds its candidates by lookup instead
 * of reading every message.
 */
export const globalTextGrams = pgTable(
  'global_text_grams',
  {
    gram: integer('gram').notNull(),
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.gram, t.photoId] }),
    index('global_text_grams_photo_idx').on(t.photoId),
  ],
);

/**
 * How many global messages hold each sampled gram. A scan looks up only its rarest grams, so a
 * gram found on half the pages in the world never makes a query read half the index. Counts
 * are not lowered when a message is deleted: a slight overestimate only ranks a gram later.
 */
export const globalGramFrequency = pgTable('global_gram_frequency', {
  gram: integer('gram').primaryKey(),
  messages: integer('messages').notNull(),
});
