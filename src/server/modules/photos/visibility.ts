import { sql, type SQL } from 'drizzle-orm';
import { discoveries, photos, type PhotoRow } from '@/server/db/schema/photos';

/*
 * Who may see and who may discover a message (ARCHITECTURE §2.2, §3). Each rule is written
 * once, in its two forms side by side: `holds` judges a row already read (the policy), `where`
 * is the same condition over `photos` for the queries that must filter in the database (nearby,
 * the global list, scan candidates). tests/api/photos-visibility.test.ts checks that both forms
 * agree on every kind of viewer and message.
 */

type ViewerId = number;
type Audience = Pick<PhotoRow, 'userId' | 'isPrivate' | 'targetUserId'>;
type Counts = Pick<PhotoRow, 'currentScans' | 'maxScans'>;
type Moderation = Pick<PhotoRow, 'moderation'>;
export type DiscoveryFacts = Audience & Counts & Moderation & Pick<PhotoRow, 'isAnalyzed'>;

/**
 * Not withdrawn by moderation: a message held after three reports, or hidden by the admin,
 * leaves nearby, the global list, the share page and discovery at once (decision 017). Its
 * creator still sees it in their own list.
 */
export const listed = {
  holds: (photo: Moderation): boolean =>
    photo.moderation !== 'held' && photo.moderation !== 'hidden',
  where: (): SQL => sql`(${photos.moderation} NOT IN ('held', 'hidden'))`,
};

/** A message at its discovery limit leaves nearby and discovery until its creator buys more. */
export const exhausted = {
  holds: (photo: Counts): boolean => photo.currentScans >= photo.maxScans,
  where: (): SQL => sql`(${photos.currentScans} >= ${photos.maxScans})`,
};

/** Still open: the complement of `exhausted`, for the queries that keep only active messages. */
export const open = {
  holds: (photo: Counts): boolean => !exhausted.holds(photo),
  where: (): SQL => sql`(NOT ${exhausted.where()})`,
};

/** Private messages are meant for their target alone; public ones for everyone. */
export const addressedTo = {
  holds: (viewerId: ViewerId, photo: Audience): boolean =>
    !photo.isPrivate || photo.targetUserId === viewerId,
  where: (viewerId: ViewerId): SQL =>
    sql`(NOT ${photos.isPrivate} OR ${photos.targetUserId} = ${viewerId})`,
};

/** Private messages exist only for their creator and their target. */
export const maySee = {
  holds: (viewerId: ViewerId, photo: Audience): boolean =>
    photo.userId === viewerId || addressedTo.holds(viewerId, photo),
  where: (viewerId: ViewerId): SQL =>
    sql`(${photos.userId} = ${viewerId} OR ${addressedTo.where(viewerId)})`,
};

/**
 * Whether the viewer has found it. The pure form is told (the caller read the discovery);
 * the SQL form asks, so a list learns it in the same statement.
 */
export const discovered = {
  holds: (_viewerId: ViewerId, facts: { discovered: boolean }): boolean => facts.discovered,
  where: (viewerId: ViewerId): SQL =>
    sql`EXISTS (SELECT 1 FROM ${discoveries} d WHERE d.photo_id = ${photos.id} AND d.user_id = ${viewerId})`,
};

/**
 * What a scanner may discover: analysed, listed, not their own, addressed to them, and either
 * still open or already theirs (a repeat scan reveals it again without counting).
 */
export const mayDiscover = {
  holds: (viewerId: ViewerId, photo: DiscoveryFacts & { discovered: boolean }): boolean =>
    photo.isAnalyzed &&
    listed.holds(photo) &&
    photo.userId !== viewerId &&
    addressedTo.holds(viewerId, photo) &&
    (open.holds(photo) || discovered.holds(viewerId, photo)),
  where: (viewerId: ViewerId): SQL =>
    sql`(${photos.isAnalyzed}
      AND ${listed.where()}
      AND ${photos.userId} <> ${viewerId}
      AND ${addressedTo.where(viewerId)}
      AND (${open.where()} OR ${discovered.where(viewerId)}))`,
};
