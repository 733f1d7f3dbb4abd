import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TextRegion } from '@/server/providers/text-blur';
import { photos } from './photos';
import { users } from './users';

/**
 * A photo uploaded and read for a message not yet published (issue 20, point 5): the creator
 * sees its text and the warnings before paying, then publishes by this id. Its files become
 * the message's at publish; an upload left unpublished past `expiresAt` is purged with its
 * files. A published row stays until then so a retried publish answers the same message.
 */
export const photoUploads = pgTable(
  'photo_uploads',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The stored photo (re-encoded, upright), its thumbnail and its blurred copies. */
    imageKey: text('image_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    publicImageKey: text('public_image_key'),
    publicThumbnailKey: text('public_thumbnail_key'),
    /** The stored photo's size: what the text regions' pixels refer to. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Where the creator stood when uploading; null for a page of a book or magazine. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** What OCR read; all three null until read (OCR was busy at upload). Secret to others. */
    text: text('text'),
    textKey: text('text_key'),
    textRegions: jsonb('text_regions').$type<TextRegion[]>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The message it became; null before publishing, or once that message was deleted. */
    photoId: integer('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    /** Set at publish, and never cleared: from then on the files belong to the message. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('photo_uploads_user_idx').on(t.userId, t.createdAt),
    index('photo_uploads_expires_idx').on(t.expiresAt),
    // Deleting a message sets its upload's photo_id to null: found through this index.
    index('photo_uploads_photo_idx').on(t.photoId),
    check(
      'photo_uploads_place',
      sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL) AND (${t.latitude} IS NULL OR (${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180))`,
    ),
  ],
);

export type PhotoUploadRow = typeof photoUploads.$inferSelect;
