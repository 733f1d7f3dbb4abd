import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { distanceKm } from '@/shared/rules/geo';
import { nearPoint, preparedWalkAround, type Bindable, type OnTheMap } from '@/server/db/photo-geo';
import {
  discoveries,
  globalGramFrequency,
  globalTextGrams,
  photos,
} from '@/server/db/schema/photos';
import {
  creatorJoin,
  photoWithCreatorColumns,
  type PhotoWithCreator,
} from '@/server/modules/photos/photo-columns';
import {
  addressedTo,
  discovered,
  listed,
  mayDiscover,
  open,
  stepTurn,
} from '@/server/modules/photos/visibility';

type LocalQuery = {
  viewerId: number;
  latitude: number;
  longitude: number;
  radiusM: number;
  limit: number;
};

/**
 * Local candidates within `radiusM` of the scanner, walking the same GiST index as nearby,
 * pinned to the walk and prepared once (photo-geo's preparedWalkAround).
 */
export const localCandidates = preparedWalkAround<LocalQuery, PhotoWithCreator>(
  'scan_local_candidates',
  ['viewerId', 'latitude', 'longitude', 'radiusM', 'limit'],
  (db, values) => ({ query: localCandidatesQuery(db, values), selection: photoWithCreatorColumns }),
  (row, query) => distanceKm(query, { latitude: row.latitude!, longitude: row.longitude! }) * 1000,
);

/** The query itself, so a test can EXPLAIN exactly what runs (inside walkingNearestFirst). */
export function localCandidatesQuery(db: Db, query: Bindable<OnTheMap<LocalQuery>>) {
  const near = nearPoint(query.latitude, query.longitude, query.radiusM, query.side);
  return db
    .select(photoWithCreatorColumns)
    .from(photos)
    .leftJoin(...creatorJoin)
    .where(and(near.within, isNotNull(photos.textKey), mayDiscover.where(query.viewerId)))
    .orderBy(near.nearestFirst)
    .limit(query.limit);
}

export type MissCandidate = PhotoWithCreator & { distanceM: number; stepTurn: boolean };

/**
 * What a scan that discovered nothing may be told about (issue 19): messages the viewer could
 * newly discover (visibility's rules less the repeat: analysed, listed, not theirs, addressed
 * to them, open, not found by them yet) either within `radiusM` and on their turn (a near
 * miss), or within the discovery range as a hunt's step out of turn. Private messages for
 * someone else, locked steps farther away, used-up and withdrawn messages are never read.
 */
export const missCandidates = preparedWalkAround<MissQuery, MissCandidate>(
  'scan_miss_candidates',
  ['viewerId', 'latitude', 'longitude', 'radiusM', 'discoveryRangeM', 'limit'],
  (db, values) => {
    const parts = missParts(values);
    return { query: missFrom(db, parts), selection: parts.columns };
  },
  (row) => row.distanceM,
);

type MissQuery = LocalQuery & { discoveryRangeM: number };

/** The query itself, so a test can EXPLAIN exactly what runs (inside walkingNearestFirst). */
export function missCandidatesQuery(db: Db, query: Bindable<OnTheMap<MissQuery>>) {
  return missFrom(db, missParts(query));
}

/** What a miss selects and where it looks, built once for a prepared statement. */
function missParts(query: Bindable<OnTheMap<MissQuery>>) {
  const near = nearPoint(query.latitude, query.longitude, query.radiusM, query.side);
  const turn = stepTurn.where(query.viewerId);
  return {
    query,
    near,
    inRange: nearPoint(query.latitude, query.longitude, query.discoveryRangeM, query.side),
    turn,
    columns: {
      ...photoWithCreatorColumns,
      distanceM: near.distanceM,
      stepTurn: sql<boolean>`(${turn}) IS TRUE`.mapWith(Boolean),
    },
  };
}

function missFrom(db: Db, { query, near, inRange, turn, columns }: ReturnType<typeof missParts>) {
  return db
    .select(columns)
    .from(photos)
    .leftJoin(...creatorJoin)
    .where(
      and(
        near.within,
        isNotNull(photos.textKey),
        sql`${photos.isAnalyzed}`,
        listed.where(),
        sql`${photos.userId} <> ${query.viewerId}`,
        addressedTo.where(query.viewerId),
        open.where(),
        sql`NOT ${discovered.where(query.viewerId)}`,
        or(turn, and(isNotNull(photos.huntId), inRange.within)),
      ),
    )
    .orderBy(near.nearestFirst)
    .limit(query.limit);
}

/** The first discovery of a user, or nothing when they found it before. */
export async function insertDiscovery(db: Db, photoId: number, userId: number): Promise<boolean> {
  const rows = await db
    .insert(discoveries)
    .values({ photoId, userId })
    .onConflictDoNothing()
    .returning({ photoId: discoveries.photoId });
  return rows.length === 1;
}

/**
 * Counts one discovery if any is left. The condition is re-checked under the row lock, so of
 * many concurrent last-scan attempts exactly one wins (ARCHITECTURE §3).
 */
export async function countDiscovery(db: Db, photoId: number) {
  const rows = await db
    .update(photos)
    .set({ currentScans: sql`${photos.currentScans} + 1` })
    .where(and(eq(photos.id, photoId), open.where()))
    .returning({
      currentScans: photos.currentScans,
      maxScans: photos.maxScans,
      // The share as it is now, under the row's lock: a finder racing the one whose discovery
      // ended the reward reads 0 here, not the share their scan started with.
      rewardPerScanCents: photos.rewardPerScanCents,
    });
  return rows[0];
}

/** Which of a scan's grams the index is asked for (see scan.service for the values). */
export type GramChoice = { most: number; postingsBudget: number; least: number };

/**
 * Global candidates: the messages sharing the most of the scan's rarest sampled grams, with the
 * same visibility rules as local ones. Only grams some message holds can help, and the rarest
 * carry the most evidence per index row read: grams are taken rarest first while the postings
 * they bring stay within the budget (at least `least`, at most `most` grams), so a scan made
 * of common words cannot make the query read a large part of the index. One statement, so a
 * scan pays one round trip for the frequency lookup, the postings and the candidates' rows.
 */
export function globalCandidates(db: Db, query: GlobalQuery): Promise<PhotoWithCreator[]> {
  if (query.grams.length === 0) return Promise.resolve([]);
  return globalCandidatesQuery(db, query);
}

type GlobalQuery = { viewerId: number; grams: number[]; choice: GramChoice; limit: number };

/** The query itself, so a test can EXPLAIN exactly what runs. */
export function globalCandidatesQuery(db: Db, query: GlobalQuery) {
  const { most, postingsBudget, least } = query.choice;
  const rarestFirst = sql`(ORDER BY ${globalGramFrequency.messages}, ${globalGramFrequency.gram} ROWS UNBOUNDED PRECEDING)`;
  const known = db.$with('known').as(
    db
      .select({
        gram: globalGramFrequency.gram,
        postings: sql<number>`sum(${globalGramFrequency.messages}) OVER ${rarestFirst}`.as(
          'postings',
        ),
        rank: sql<number>`row_number() OVER ${rarestFirst}`.as('rank'),
      })
      .from(globalGramFrequency)
      .where(sql`${globalGramFrequency.gram} = ANY(${sql.param(query.grams)}::int[])`),
  );
  const ranked = db.$with('ranked').as(
    db
      .select({ photoId: sql<number>`${globalTextGrams.photoId}`.as('ranked_photo_id') })
      .from(globalTextGrams)
      .where(
        sql`${globalTextGrams.gram} IN (SELECT gram FROM ${known} WHERE rank <= ${most}
          AND (postings <= ${postingsBudget} OR rank <= ${least}))`,
      )
      .groupBy(globalTextGrams.photoId)
      .orderBy(sql`count(*) desc`)
      .limit(query.limit),
  );
  return db
    .with(known, ranked)
    .select(photoWithCreatorColumns)
    .from(ranked)
    .innerJoin(photos, eq(photos.id, ranked.photoId))
    .leftJoin(...creatorJoin)
    .where(
      and(eq(photos.isGlobal, true), isNotNull(photos.textKey), mayDiscover.where(query.viewerId)),
    );
}
