import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { hunts } from './hunts';
import { photos } from './photos';
import { users } from './users';

/** Up to two hints of a step, beyond its public description, revealed one at a time. */
export const huntHints = pgTable(
  'hunt_hints',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.position] }),
    check('hunt_hints_position_range', sql`${t.position} BETWEEN 1 AND 2`),
  ],
);

/** How many hints of a step a player revealed: each lowers their reward for the step. */
export const huntHintReveals = pgTable(
  'hunt_hint_reveals',
  {
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revealed: integer('revealed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.photoId, t.userId] }),
    check('hunt_hint_reveals_range', sql`${t.revealed} BETWEEN 1 AND 2`),
  ],
);

/** A player who finished a hunt, with the time from their first to their last step. */
export const huntCompletions = pgTable(
  'hunt_completions',
  {
    huntId: integer('hunt_id')
      .notNull()
      .references(() => hunts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.huntId, t.userId] }),
    index('hunt_completions_user_idx').on(t.userId),
  ],
);
