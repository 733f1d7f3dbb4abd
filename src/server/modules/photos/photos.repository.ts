import { and, asc, desc, eq, inArray, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { sampledGrams } from '@/server/lib/text/text-grams';
import { nearPoint, preparedWalkAround, type Bindable, type OnTheMap } from '@/server/db/photo-geo';
import {
  discoveries,
  globalGramFrequency,
  globalTextGrams,
  awaitingReading,
  photos,
  type PhotoRow,
} from '@/server/db/schema/photos';
import { reactivations } from '@/server/db/schema/ledger';
import type { TextRegion } from '@/server/providers/text-blur';
import { openNickname } from '@/server/modules/users/user-joins';
import {
  creatorJoin,
  listedPhotoColumns,
  photoWithCreatorColumns,
  type PhotoWithCreator,
  type PresentablePhoto,
} from './photo-columns';
import { discovered, exhausted, listed, maySee, open, readsSecret, standalone } from './visibility';

export type { PhotoWithCreator };
/** A message of a list (nearby, global): what its presenter reads, and whether the viewer found it. */
export type ListedPhoto = PresentablePhoto & { discovered: boolean };
export type NearbyPhoto = ListedPhoto & { distanceM: number };

/** Whether the viewer found it, in the same query: they may read its secret. */
function discoveredBy(viewerId: number | Placeholder) {
  return sql<boolean>`${discovered.where(viewerId)}`.mapWith(Boolean);
}

/**
 * A list's columns for one viewer: the secret of a message they may not read comes back null,
 * never read from its row (presentPhoto leaves it out either way). Hidden texts fetched only to
 * be dropped made nearby's statement grow with their length: 5.1-5.6 ms against 3.3-3.4 with
 * texts of 2,500 characters (decision 036, session 19).
 */
function listedColumnsFor(viewerId: number | Placeholder) {
  const secret = (column: typeof photos.hiddenMessage | typeof photos.pdfFileName) =>
    sql<string | null>`CASE WHEN ${readsSecret.where(viewerId)} THEN ${column} END`;
  return {
    ...listedPhotoColumns,
    hiddenMessage: secret(photos.hiddenMessage),
    pdfFileName: secret(photos.pdfFileName),
    discovered: discoveredBy(viewerId),
  };
}

const withCreator = photoWithCreatorColumns;

export function insertPhoto(db: Db, values: typeof photos.$inferInsert): Promise<PhotoRow> {
  return db
    .insert(photos)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function findPhoto(db: Db, id: number): Promise<PhotoWithCreator | undefined> {
  return db
    .select(withCreator)
    .from(photos)
    .leftJoin(...creatorJoin)
    .where(eq(photos.id, id))
    .then((rows) => rows[0]);
}

/**
 * Active local messages within `radiusM`, nearest first. A square on the map bounds the GiST
 * scan and `<->` walks the same index nearest-first, so the cost follows the limit, not the
 * table (on both copies of the map near ±180°: walkAroundTheMap); the
 * walk is pinned, whatever the planner estimates for a dense city (photo-geo). The statement
 * is built once per process and run as the engine runs walks (on PostgreSQL prepared on the
 * walking connections, on PGlite in one message to its worker), and its rows are decoded
 * without drizzle's per-value lookups (array-rows): each request then skips building the SQL,
 * PostgreSQL its parsing, and the server most of the mapping (issue 22: the server's CPU was
 * the limit).
 */
export const listNearby = preparedWalkAround<NearbyQuery, NearbyPhoto>(
  'photos_nearby',
  ['viewerId', 'latitude', 'longitude', 'radiusM', 'limit'],
  (db, values) => {
    const parts = nearbyParts(values);
    return { query: nearbyFrom(db, parts), selection: parts.columns };
  },
  (row) => row.distanceM,
);

type NearbyQuery = {
  viewerId: number;
  latitude: number;
  longitude: number;
  radiusM: number;
  limit: number;
};

/** What nearby selects and where it looks, built once for a prepared statement. */
function nearbyParts(query: Bindable<OnTheMap<NearbyQuery>>) {
  const near = nearPoint(query.latitude, query.longitude, query.radiusM, query.side);
  return {
    query,
    near,
    columns: { ...listedColumnsFor(query.viewerId), distanceM: near.distanceM },
  };
}

function nearbyFrom(db: Db, { query, near, columns }: ReturnType<typeof nearbyParts>) {
  return db
    .select(columns)
    .from(photos)
    .leftJoin(...creatorJoin)
    .where(
      and(
        near.within,
        open.where(),
        standalone.where(),
        listed.where(),
        maySee.where(query.viewerId),
      ),
    )
    .orderBy(near.nearestFirst)
    .limit(query.limit);
}

/** The query itself, so a test can EXPLAIN exactly what runs (inside walkingNearestFirst). */
export function nearbyQuery(db: Db, query: Bindable<OnTheMap<NearbyQuery>>) {
  return nearbyFrom(db, nearbyParts(query));
}

export function listGlobal(db: Db, viewerId: number, limit: number): Promise<ListedPhoto[]> {
  return db
    .select(listedColumnsFor(viewerId))
    .from(photos)
    .leftJoin(...creatorJoin)
    .where(
      and(
        eq(photos.isGlobal, true),
        open.where(),
        standalone.where(),
        listed.where(),
        maySee.where(viewerId),
      ),
    )
    .orderBy(desc(photos.createdAt), desc(photos.id))
    .limit(limit);
}

export function listByOwner(db: Db, userId: number): Promise<PhotoWithCreator[]> {
  return db
    .select(withCreator)
    .from(photos)
    .leftJoin(...creatorJoin)
    .where(and(eq(photos.userId, userId), standalone.where()))
    .orderBy(desc(photos.createdAt), desc(photos.id));
}

/** Every message of the account, hunt steps included, in the order a deletion locks them. */
export function photoIdsOf(db: Db, userId: number): Promise<number[]> {
  return db
    .select({ id: photos.id })
    .from(photos)
    .where(eq(photos.userId, userId))
    .orderBy(asc(photos.id))
    .then((rows) => rows.map((row) => row.id));
}

/**
 * The messages a user discovered, newest find first: the discovery row is the proof that they
 * may read each secret. A message withdrawn by moderation leaves this list like every other
 * (decision 017); a deleted one takes its discovery rows with it.
 */
export function listDiscoveredBy(db: Db, userId: number, limit: number) {
  return db
    .select({
      ...withCreator,
      creatorOpenNickname: openNickname,
      discoveredAt: discoveries.createdAt,
    })
    .from(discoveries)
    .innerJoin(photos, eq(photos.id, discoveries.photoId))
    .leftJoin(...creatorJoin)
    .where(and(eq(discoveries.userId, userId), listed.where()))
    .orderBy(desc(discoveries.createdAt), desc(discoveries.photoId))
    .limit(limit);
}

/**
 * 'Found by Me' and 'Found by Others': what this user discovered (counted like the list above,
 * unbounded), and the discoveries others made of this user's messages and hunt steps.
 */
export async function discoveryCounts(db: Db, userId: number) {
  const [byMe] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(discoveries)
    .innerJoin(photos, eq(photos.id, discoveries.photoId))
    .where(and(eq(discoveries.userId, userId), listed.where()));
  const [byOthers] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(discoveries)
    .innerJoin(photos, eq(photos.id, discoveries.photoId))
    .where(and(eq(photos.userId, userId), sql`${discoveries.userId} <> ${userId}`));
  return { foundByMe: byMe?.count ?? 0, foundByOthers: byOthers?.count ?? 0 };
}

/** Which of these messages the user has discovered: they may see those secrets. */
export async function discoveredAmong(
  db: Db,
  userId: number,
  photoIds: number[],
): Promise<Set<number>> {
  if (photoIds.length === 0) return new Set();
  const rows = await db
    .select({ photoId: discoveries.photoId })
    .from(discoveries)
    .where(and(eq(discoveries.userId, userId), inArray(discoveries.photoId, photoIds)));
  return new Set(rows.map((row) => row.photoId));
}

/** Only while undiscovered, checked in the same statement that writes. */
export function updateUndiscoveredContent(
  db: Db,
  id: number,
  ownerId: number,
  values: { hiddenMessage?: string | null; publicDescription: string | null; flag: boolean },
): Promise<PhotoRow | undefined> {
  const { flag, ...content } = values;
  // A screen hit queues a clear message; a message already under review keeps its state.
  const flagged = flag
    ? {
        screenFlagged: true,
        moderation: sql`CASE WHEN ${photos.moderation} = 'clear' THEN 'flagged' ELSE ${photos.moderation} END`,
      }
    : {};
  return db
    .update(photos)
    .set({ ...content, ...flagged, updatedAt: sql`now()` })
    .where(and(eq(photos.id, id), eq(photos.userId, ownerId), eq(photos.currentScans, 0)))
    .returning()
    .then((rows) => rows[0]);
}

export function deleteOwnedPhoto(
  db: Db,
  id: number,
  ownerId: number,
): Promise<PhotoRow | undefined> {
  return db
    .delete(photos)
    .where(and(eq(photos.id, id), eq(photos.userId, ownerId)))
    .returning()
    .then((rows) => rows[0]);
}

export function ownerStats(db: Db, userId: number) {
  return db
    .select({
      totalMessages: sql<number>`count(*)`.mapWith(Number),
      activeMessages: sql<number>`count(*) filter (where ${open.where()})`.mapWith(Number),
      needsReactivation: sql<number>`count(*) filter (where ${exhausted.where()})`.mapWith(Number),
      discoveredMessages: sql<number>`count(*) filter (where ${photos.currentScans} > 0)`.mapWith(
        Number,
      ),
      totalScansReceived: sql<number>`coalesce(sum(${photos.currentScans}), 0)`.mapWith(Number),
      totalRemainingScans:
        sql<number>`coalesce(sum(${photos.maxScans} - ${photos.currentScans}), 0)`.mapWith(Number),
    })
    .from(photos)
    .where(and(eq(photos.userId, userId), standalone.where()))
    .then((rows) => rows[0]!);
}

/** The message, row-locked until the transaction ends (money moves around it). */
export function lockPhoto(db: Db, id: number): Promise<PhotoRow | undefined> {
  return db
    .select()
    .from(photos)
    .where(eq(photos.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

export function addScans(db: Db, id: number, additional: number): Promise<PhotoRow> {
  return db
    .update(photos)
    .set({ maxScans: sql`${photos.maxScans} + ${additional}`, updatedAt: sql`now()` })
    .where(eq(photos.id, id))
    .returning()
    .then((rows) => rows[0]!);
}

export { endReward } from './reward-end';

/**
 * Messages whose photo still has to be read: unread ones (saved while OCR was busy), then those
 * without a public copy or the regions to make one (saved before copies existed, decision 014).
 * The partial index photos_awaiting_reading_idx holds exactly these rows.
 */
export function photosAwaitingReading(db: Db, limit: number) {
  return db
    .select({
      id: photos.id,
      imageKey: photos.imageKey,
      isGlobal: photos.isGlobal,
      isAnalyzed: photos.isAnalyzed,
      textRegions: photos.textRegions,
    })
    .from(photos)
    .where(awaitingReading(photos))
    .orderBy(asc(photos.isAnalyzed), asc(photos.id))
    .limit(limit);
}

export type PhotoAwaitingReading = Awaited<ReturnType<typeof photosAwaitingReading>>[number];

export async function storeAnalysis(db: Db, photoId: number, key: string) {
  await db.update(photos).set({ textKey: key, isAnalyzed: true }).where(eq(photos.id, photoId));
}

/**
 * A photo's text regions and the keys of its public copy, unless it already has a copy (two
 * readers of one photo: the first wins). False when nothing was written, so the caller removes
 * the files it stored.
 */
export async function storePublicCopy(
  db: Db,
  photoId: number,
  copy: {
    textRegions: TextRegion[];
    publicImageKey: string | null;
    publicThumbnailKey: string | null;
  },
): Promise<boolean> {
  const updated = await db
    .update(photos)
    .set(copy)
    .where(and(eq(photos.id, photoId), isNull(photos.publicImageKey)))
    .returning({ id: photos.id });
  return updated.length > 0;
}

/**
 * A global message's sampled key grams, into the index a global scan reads (decision 004);
 * written in the transaction that stores the key.
 */
export async function indexGlobalText(db: Db, photoId: number, key: string) {
  const grams = sampledGrams(key);
  if (grams.length === 0) return;
  await db
    .insert(globalTextGrams)
    .values(grams.map((gram) => ({ gram, photoId })))
    .onConflictDoNothing();
  // Sorted, so concurrent inserts lock frequency rows in one order and cannot deadlock.
  const sorted = [...grams].sort((a, b) => a - b);
  await db
    .insert(globalGramFrequency)
    .values(sorted.map((gram) => ({ gram, messages: 1 })))
    .onConflictDoUpdate({
      target: globalGramFrequency.gram,
      set: { messages: sql`${globalGramFrequency.messages} + 1` },
    });
}

/** Which messages a deleted account discovered: personal history, forgotten by the purge. */
export async function deleteDiscoveriesOf(db: Db, userId: number) {
  await db.delete(discoveries).where(eq(discoveries.userId, userId));
}

/** The messages the user discovered, with when, the latest first (their data export). */
export function discoveriesOf(db: Db, userId: number) {
  return db
    .select({ ...withCreator, discoveredAt: discoveries.createdAt })
    .from(discoveries)
    .innerJoin(photos, eq(photos.id, discoveries.photoId))
    .leftJoin(...creatorJoin)
    .where(eq(discoveries.userId, userId))
    .orderBy(desc(discoveries.createdAt), desc(discoveries.photoId));
}

/**
 * Records a purchase of more discoveries by its request id: 'new' the first time, 'repeat' for
 * a retry of the same purchase, 'other' when the id names another purchase.
 */
export async function recordReactivation(
  db: Db,
  purchase: { requestId: string; userId: number; photoId: number; additionalScans: number },
): Promise<'new' | 'repeat' | 'other'> {
  const inserted = await db
    .insert(reactivations)
    .values(purchase)
    .onConflictDoNothing()
    .returning({ requestId: reactivations.requestId });
  if (inserted.length > 0) return 'new';
  const [first] = await db
    .select()
    .from(reactivations)
    .where(eq(reactivations.requestId, purchase.requestId));
  const same =
    first?.userId === purchase.userId &&
    first.photoId === purchase.photoId &&
    first.additionalScans === purchase.additionalScans;
  return same ? 'repeat' : 'other';
}
