import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { hunts } from '@/server/db/schema/hunts';
import { discoveries, photos, type PhotoRow } from '@/server/db/schema/photos';

/*
 * Who may see and who may discover a message (ARCHITECTURE §2.2, §3). Each rule is written
 * once, in its two forms side by side: `holds` judges a row already read (the policy), `where`
 * is the same condition over `photos` for the queries that must filter in the database (nearby,
 * the global list, scan candidates). tests/api/photos-visibility.test.ts checks that both forms
 * agree on every kind of viewer and message.
 */

type ViewerId = number;
/** In a `where` form the viewer may also be a prepared statement's parameter. */
type ViewerParam = ViewerId | Placeholder;
type Audience = Pick<PhotoRow, 'userId' | 'isPrivate' | 'targetUserId'>;
type Counts = Pick<PhotoRow, 'currentScans' | 'maxScans'>;
type HuntLink = Pick<PhotoRow, 'huntId'>;
type Moderation = Pick<PhotoRow, 'moderation'>;
export type DiscoveryFacts = Audience &
  Counts &
  HuntLink &
  Moderation &
  Pick<PhotoRow, 'isAnalyzed'>;

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
  where: (viewerId: ViewerParam): SQL =>
    sql`(NOT ${photos.isPrivate} OR ${photos.targetUserId} = ${viewerId})`,
};

/** Private messages exist only for their creator and their target. */
export const maySee = {
  holds: (viewerId: ViewerId, photo: Audience): boolean =>
    photo.userId === viewerId || addressedTo.holds(viewerId, photo),
  where: (viewerId: ViewerParam): SQL =>
    sql`(${photos.userId} = ${viewerId} OR ${addressedTo.where(viewerId)})`,
};

/**
 * A treasure hunt is meant for the viewer when every one of its steps is addressed to them: a
 * hunt with a step private to someone is offered to that someone alone (decision 013), and to
 * everybody else (signed out included, `null`) it does not exist, on every route. Its creator
 * is not asked here: the hunts policy lets them see their own. The pure form is given the
 * hunt's steps; the SQL form is a condition on a hunt id (`hunts.id`, or a step's `hunt_id`).
 */
export const huntAddressedTo = {
  holds: (viewerId: ViewerId | null, steps: Array<Pick<PhotoRow, 'isPrivate' | 'targetUserId'>>) =>
    steps.every((step) => !step.isPrivate || (viewerId !== null && step.targetUserId === viewerId)),
  where: (viewerId: ViewerParam, huntId: SQL | AnyColumn): SQL =>
    sql`(NOT EXISTS (SELECT 1 FROM ${photos} hunt_step WHERE hunt_step.hunt_id = ${huntId}
      AND hunt_step.is_private AND hunt_step.target_user_id IS DISTINCT FROM ${viewerId}))`,
};

/**
 * Whether the viewer has found it. The pure form is told (the caller read the discovery);
 * the SQL form asks, so a list learns it in the same statement.
 */
export const discovered = {
  holds: (_viewerId: ViewerId, facts: { discovered: boolean }): boolean => facts.discovered,
  where: (viewerId: ViewerParam): SQL =>
    sql`EXISTS (SELECT 1 FROM ${discoveries} d WHERE d.photo_id = ${photos.id} AND d.user_id = ${viewerId})`,
};

/**
 * Who may read a message's secret (the hidden text, the PDF and its name): its creator, and
 * whoever found it. The SQL form lets a list leave every other row's secret in the database: a
 * nearby list reads 100 messages, each up to 5,000 characters the viewer may not see.
 */
export const readsSecret = {
  holds: (viewerId: ViewerId | null, photo: Pick<PhotoRow, 'userId'> & { discovered: boolean }) =>
    viewerId !== null && (photo.userId === viewerId || discovered.holds(viewerId, photo)),
  where: (viewerId: ViewerParam): SQL =>
    sql`(${photos.userId} = ${viewerId} OR ${discovered.where(viewerId)})`,
};

/** A message of its own, not a step of a treasure hunt: only these are listed as messages. */
export const standalone = {
  holds: (photo: HuntLink): boolean => photo.huntId === null,
  where: (): SQL => sql`(${photos.huntId} IS NULL)`,
};

/**
 * A treasure hunt's step may be newly discovered only on the viewer's turn (decision 013):
 * in a hunt meant for them, inside its time window, while the viewer has not finished it, and, in linear order,
 * only the step after those they found. The viewer's progress is the steps of the hunt they
 * discovered, other than this one (so the discovery transaction can re-judge a step whose
 * discovery row it has just written). Messages outside hunts always pass. The pure form is
 * told the answer (the hunts module asks the SQL form inside its transaction).
 */
export const stepTurn = {
  holds: (photo: HuntLink, facts: { stepTurn?: boolean }): boolean =>
    standalone.holds(photo) || facts.stepTurn === true,
  where: (viewerId: ViewerParam): SQL =>
    sql`(${standalone.where()} OR EXISTS (
      SELECT 1 FROM ${hunts} h
      CROSS JOIN LATERAL (
        SELECT count(*)::int AS found FROM ${discoveries} d
        JOIN ${photos} s ON s.id = d.photo_id
        WHERE d.user_id = ${viewerId} AND s.hunt_id = h.id AND d.photo_id <> ${photos.id}
      ) progress
      WHERE h.id = ${photos.huntId}
        AND ${huntAddressedTo.where(viewerId, sql`h.id`)}
        AND (h.starts_at IS NULL OR h.starts_at <= now())
        AND (h.ends_at IS NULL OR now() < h.ends_at)
        AND progress.found < h.required_steps
        AND (h.step_order <> 'linear' OR ${photos.huntStep} = progress.found + 1)))`,
};

/**
 * What a scanner may discover: analysed, listed, not their own, addressed to them, and either still
 * open (and, for a hunt's step, their turn) or already theirs (a repeat scan reveals it again
 * without counting).
 */
export const mayDiscover = {
  holds: (
    viewerId: ViewerId,
    photo: DiscoveryFacts & { discovered: boolean; stepTurn?: boolean },
  ): boolean =>
    photo.isAnalyzed &&
    listed.holds(photo) &&
    photo.userId !== viewerId &&
    addressedTo.holds(viewerId, photo) &&
    ((open.holds(photo) && stepTurn.holds(photo, photo)) || discovered.holds(viewerId, photo)),
  where: (viewerId: ViewerParam): SQL =>
    sql`(${photos.isAnalyzed}
      AND ${listed.where()}
      AND ${photos.userId} <> ${viewerId}
      AND ${addressedTo.where(viewerId)}
      AND ((${open.where()} AND ${stepTurn.where(viewerId)}) OR ${discovered.where(viewerId)}))`,
};

/**
 * What the viewer may look at (a message's photo, place and description), and so report: a
 * message they may see and, for a hunt's step, only their own, one they found, or one on their
 * turn. A locked step is shown to nobody else anywhere (decision 013), so it answers a report
 * as it answers every other route: not found. The pure form is told the discovery and the turn.
 */
export const inView = {
  holds: (
    viewerId: ViewerId,
    photo: Audience & HuntLink & { discovered: boolean; stepTurn?: boolean },
  ): boolean =>
    maySee.holds(viewerId, photo) &&
    (photo.userId === viewerId ||
      discovered.holds(viewerId, photo) ||
      stepTurn.holds(photo, photo)),
  where: (viewerId: ViewerId): SQL =>
    sql`(${maySee.where(viewerId)} AND (${photos.userId} = ${viewerId}
      OR ${discovered.where(viewerId)} OR ${stepTurn.where(viewerId)}))`,
};
