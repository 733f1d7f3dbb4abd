import type { AnalyzeResponse, ScanMiss, ScanResponse } from '@/shared/contract/scan';
import {
  bearingDegrees,
  compassPoint,
  DISCOVERY_RANGE_M,
  NEAR_MISS_RANGE_M,
  roundNearMiss,
} from '@/shared/rules/geo';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import { systemClock, type Clock } from '@/server/lib/clock';
import { decideScan, longEnough, type MessageScope } from '@/server/lib/text/matching';
import { readScan } from '@/server/lib/text/scan-segments';
import { sampledGrams } from '@/server/lib/text/text-grams';
import { textKey } from '@/shared/rules/text-key';
import { ocrRequester, type PhotoAnalyzer } from '@/server/modules/photos/photo-analyzer';
import type { PhotoWithCreator } from '@/server/modules/photos/photo-columns';
import { presentPhoto } from '@/server/modules/photos/photos.presenter';
import { endReward } from '@/server/modules/photos/reward-end';
import type { WalletService } from '@/server/modules/wallet/wallet.service';
import { OcrBusyError } from '@/server/providers/ocr/ocr-pool';
import { decodeBase64Image, processImage } from '@/server/providers/uploads';
import type { AnalysisTokens, ScannedText } from './analysis-token';
import type { FairUse } from './fair-use';
import { assertAccurate, type PositionCheck, type ScanPosition } from './honest-position';
import type { ScanReplays } from './scan-replays';
import * as repo from './scan.repository';

/**
 * A treasure hunt's say on the discovery of one of its steps, asked inside the discovery's
 * transaction (decision 013). Null refuses it: not the viewer's turn. Otherwise the step counts
 * and pays `rewardPerScanCents` (the share less the hints the viewer revealed). The hunts module,
 * above scan on the ladder, provides it; without it no hunt step can be discovered.
 */
export type StepClaim = (
  tx: Db,
  viewer: UserRow,
  step: PhotoWithCreator,
) => Promise<{ rewardPerScanCents: number } | null>;

/**
 * A treasure hunt's words on one of its steps, matched at its place but not the viewer's turn
 * (issue 19): which hunt, which step and why, or null when the hunt is not one the viewer may
 * play (a step private to someone else). Provided by the hunts module like `StepClaim`.
 */
export type ExplainStep = (
  viewer: UserRow,
  step: PhotoWithCreator,
) => Promise<Extract<ScanMiss, { kind: 'huntStep' }> | null>;

type Deps = {
  db: Db;
  analyzer: PhotoAnalyzer;
  wallet: Pick<WalletService, 'payReward'>;
  /** Signs what analyze read and checks it at every scan: text the server did not read finds nothing. */
  tokens: AnalysisTokens;
  /** Per-user limits on analyses and scans (decision 011). */
  fairUse: Pick<FairUse, 'analysis' | 'scan'>;
  /** Each user's last scan position: consecutive scans must be reachable (decision 011). */
  positions: Pick<PositionCheck, 'accept' | 'forget'>;
  /**
   * Scans sent with an idempotency key run once; replays get the first reply (decision 027).
   * The app always gives it; benches and the ledger's property test run every scan.
   */
  replays?: Pick<ScanReplays, 'once'>;
  clock?: Clock;
  claimStep?: StepClaim;
  explainStep?: ExplainStep;
};

/** Local candidates: a scanner stands within 100 m of few messages; this bounds a crowded square. */
const LOCAL_CANDIDATE_LIMIT = 200;
/**
 * Candidates for a near miss, nearest first within 1 km. Read only when a scan found nothing;
 * past this many a crowded kilometre's farthest are not looked at (no near miss, never a wrong one).
 */
const MISS_CANDIDATE_LIMIT = 200;
/** Global candidates verified by the matcher after the gram index ranks them. */
const GLOBAL_CANDIDATE_LIMIT = 30;

/**
 * Which of a scan's sampled grams the index is asked for: the rarest first, while their postings
 * stay within 2 000 rows, never fewer than 4 grams (so a scan of common words still finds its
 * page) nor more than 24. Measured with bench:global at 1 M pages: without the budget a scan
 * whose surviving grams were common read up to 280 k index rows (p95 71 ms for this step); with
 * it, p50 2.9 / p95 4.9 ms and the page still among the candidates of all 200 probes.
 */
const GLOBAL_GRAM_CHOICE = { most: 24, postingsBudget: 2_000, least: 4 };

/** A queued scan is judged by the position and time it recorded for at most this long (issue 21). */
const QUEUED_SCAN_MAX_AGE_MS = 24 * 3_600_000;
/** How far ahead of the server's clock a phone's may run before its capture time is refused. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** A queued scan as it was recorded: when its photo was taken, and the key that sends it once. */
export type Queued = { capturedAt?: string; idempotencyKey?: string };

/**
 * Thrown inside a discovery transaction to undo it when the last discovery went to another, or
 * when a hunt's step turned out not to be the viewer's turn.
 */
class Exhausted extends Error {}

export function createScanService(deps: Deps) {
  const { db, analyzer, wallet } = deps;
  const claimStep: StepClaim = deps.claimStep ?? (() => Promise.resolve(null));
  const explainStep: ExplainStep = deps.explainStep ?? (() => Promise.resolve(null));
  const replays: Pick<ScanReplays, 'once'> = deps.replays ?? { once: (_request, run) => run() };
  const clock = deps.clock ?? systemClock;

  /**
   * One discovery, exactly once: the discovery row, the count and the reward are one transaction. A repeat
   * by the same user reveals again without counting; a message with no discoveries left is not
   * revealed to a newcomer.
   */
  async function discover(
    viewer: UserRow,
    photo: PhotoWithCreator,
  ): Promise<{ photo: PhotoWithCreator; paidCents: number } | null> {
    try {
      return await db.transaction(async (tx) => {
        if (!(await repo.insertDiscovery(tx, photo.id, viewer.id))) return { photo, paidCents: 0 };
        const step = photo.huntId === null ? null : await claimStep(tx, viewer, photo);
        if (photo.huntId !== null && !step) throw new Exhausted();
        const counted = await repo.countDiscovery(tx, photo.id);
        if (!counted) throw new Exhausted();
        // The reward moves in the transaction that counts the scan: one share per discovery.
        // What it moved is what the finder is told they earned (less hints, or what escrow held).
        const { paidCents, leftCents } = await wallet.payReward(
          tx,
          {
            id: photo.id,
            userId: photo.userId,
            rewardPerScanCents: step?.rewardPerScanCents ?? counted.rewardPerScanCents,
            creatorIsAdmin: photo.creatorIsAdmin === true,
          },
          viewer.id,
        );
        // A reward ends with its escrow (decision 003): once it cannot pay the next finder a
        // whole share, the message stops offering one. After a reactivation the escrow can
        // run dry with discoveries left, and finders were shown €0.50 and paid a cent.
        const share = counted.rewardPerScanCents;
        if (share > 0 && leftCents < share && counted.currentScans < counted.maxScans) {
          await endReward(tx, photo.id);
        }
        return {
          photo: {
            ...photo,
            currentScans: counted.currentScans,
            rewardPerScanCents: counted.rewardPerScanCents,
          },
          paidCents,
        };
      });
    } catch (error) {
      if (error instanceof Exhausted) return null;
      throw error;
    }
  }

  /**
   * The candidates a scan's text matches, best first; nothing is counted yet. The scan goes in
   * the pieces OCR read (its boxes), so the order columns were read in does not count, with the
   * boxes it read unsurely marked (`decideScan`).
   */
  function matching<P extends PhotoWithCreator>(
    text: string,
    candidates: P[],
    scope: MessageScope,
  ) {
    const decision = decideScan(
      readScan(text),
      candidates.map((photo) => ({ id: photo.id, key: photo.textKey ?? '' })),
      scope,
    );
    const byId = new Map(candidates.map((photo) => [photo.id, photo]));
    return decision.matches.map((match) => byId.get(match.id)!);
  }

  async function reveal(viewer: UserRow, matched: PhotoWithCreator[]): Promise<ScanResponse> {
    const revealed: { photo: PhotoWithCreator; paidCents: number }[] = [];
    for (const photo of matched) {
      const found = await discover(viewer, photo);
      if (found) revealed.push(found);
    }
    return {
      matches: revealed.length,
      photos: revealed.map(({ photo, paidCents }) =>
        presentPhoto(photo, viewer, { discovered: true, paidCents }),
      ),
    };
  }

  /**
   * Why a local scan that matched nothing in range found nothing, if its text is a message the
   * viewer could discover elsewhere: a step of their hunt here out of turn, or a message 100 m
   * to 1 km away (rounded distance and a compass point; decision 011 says why this is no
   * locator). Read only after the scan passed every check and was counted; it discovers,
   * counts and pays nothing.
   */
  async function explainMiss(
    viewer: UserRow,
    text: string,
    position: ScanPosition,
  ): Promise<ScanMiss | null> {
    if (!longEnough(textKey(text), 'local')) return null;
    const candidates = await repo.missCandidates(db, {
      viewerId: viewer.id,
      latitude: position.latitude,
      longitude: position.longitude,
      radiusM: NEAR_MISS_RANGE_M,
      discoveryRangeM: DISCOVERY_RANGE_M,
      limit: MISS_CANDIDATE_LIMIT,
    });
    const [best] = matching(text, candidates, 'local');
    if (!best) return null;
    if (!best.stepTurn) return explainStep(viewer, best);
    // On their turn and in range: the discovery lost a race (the last scan went to another).
    if (best.distanceM <= DISCOVERY_RANGE_M || best.latitude === null || best.longitude === null) {
      return null;
    }
    const place = { latitude: best.latitude, longitude: best.longitude };
    return {
      kind: 'nearby',
      distanceM: roundNearMiss(best.distanceM),
      direction: compassPoint(bearingDegrees(position, place)),
    };
  }

  /** The global messages a scan's text matches: the index ranks candidates, the matcher decides. */
  async function matchGlobal(viewer: UserRow, text: string): Promise<PhotoWithCreator[]> {
    const key = textKey(text);
    // Too short a scan is refused by the matcher anyway: spare the index the lookup.
    if (!longEnough(key, 'global')) return [];
    const candidates = await repo.globalCandidates(db, {
      viewerId: viewer.id,
      grams: sampledGrams(key),
      choice: GLOBAL_GRAM_CHOICE,
      limit: GLOBAL_CANDIDATE_LIMIT,
    });
    return matching(text, candidates, 'global');
  }

  return {
    /** Reads a captured photo (base64) for the viewer, within their fair use. */
    async analyze(viewer: UserRow, imageData: string): Promise<AnalyzeResponse> {
      await deps.fairUse.analysis(viewer.id);
      // Decoded and re-encoded like an upload: the same type, size and pixel rules apply.
      const { image } = await processImage(decodeBase64Image(imageData));
      try {
        const detectedText = (await analyzer.analyze(image, ocrRequester(viewer))).scanText;
        return { detectedText, analysisToken: deps.tokens.sign(viewer.id, detectedText) };
      } catch (error) {
        if (error instanceof OcrBusyError) {
          throw new AppError('OCR_BUSY', say('server_scanner_busy_try_again'), {
            'Retry-After': '5',
          });
        }
        throw error;
      }
    },

    /**
     * A scan where the viewer stands. Refused, in this order and before anything is found:
     * text the server did not read for them (403), a fix too vague to place them (422, not
     * counted), past their fair use (429), a position they could not have reached since their
     * last scan (422). A queued scan (decision 027) is judged by the position and time it
     * recorded, within 24 hours; sent with a key, it runs once whatever the number of sends. The radius is the discovery range itself: nothing is added for the fix's
     * accuracy, which is already at most that range.
     */
    async scanLocal(
      viewer: UserRow,
      scanned: ScannedText,
      position: ScanPosition,
      queued: Queued = {},
    ): Promise<ScanResponse> {
      deps.tokens.assertRead(viewer.id, scanned);
      assertAccurate(position);
      const takenAt = queued.capturedAt === undefined ? undefined : captureTime(queued.capturedAt);
      return replays.once(
        {
          userId: viewer.id,
          kind: 'local',
          key: queued.idempotencyKey,
          recorded: {
            position,
            capturedAt: takenAt ? new Date(queued.capturedAt!).toISOString() : null,
          },
        },
        async () => {
          await deps.fairUse.scan(viewer.id);
          await deps.positions.accept(viewer.id, position, takenAt);
          return findHere(viewer, scanned, position);
        },
      );
    },

    /** Books and magazines: no position to judge (decision 011), the same fair use as any scan. */
    async scanGlobal(
      viewer: UserRow,
      scanned: ScannedText,
      queued: Pick<Queued, 'idempotencyKey'> = {},
    ): Promise<ScanResponse> {
      deps.tokens.assertRead(viewer.id, scanned);
      return replays.once(
        { userId: viewer.id, kind: 'global', key: queued.idempotencyKey, recorded: null },
        async () => {
          await deps.fairUse.scan(viewer.id);
          return reveal(viewer, await matchGlobal(viewer, scanned.text));
        },
      );
    },

    /** Matching alone, without discovering: what bench:global times as the global match. */
    matchGlobal,

    /** A deleted account's last scan position goes with it (decision 021's purge). */
    forgetPositionOf: (tx: Db, userId: number) => deps.positions.forget(tx, userId),
  };

  /**
   * When a queued scan's photo was taken: within the last 24 hours, and not ahead of the
   * server's clock by more than a phone's clock may drift (then taken as now).
   */
  function captureTime(capturedAt: string): Date {
    const now = clock.now().getTime();
    const at = new Date(capturedAt).getTime();
    if (at > now + CLOCK_SKEW_MS) {
      throw new AppError('CAPTURED_AT_OUT_OF_RANGE', say('server_scan_from_the_future'));
    }
    if (at < now - QUEUED_SCAN_MAX_AGE_MS) {
      throw new AppError('CAPTURED_AT_OUT_OF_RANGE', say('server_scan_was_taken_more'));
    }
    return new Date(Math.min(at, now));
  }

  /** The messages the scan's text matches within range of `position`, or why there are none. */
  async function findHere(
    viewer: UserRow,
    scanned: ScannedText,
    position: ScanPosition,
  ): Promise<ScanResponse> {
    const candidates = await repo.localCandidates(db, {
      viewerId: viewer.id,
      latitude: position.latitude,
      longitude: position.longitude,
      radiusM: DISCOVERY_RANGE_M,
      limit: LOCAL_CANDIDATE_LIMIT,
    });
    const matched = matching(scanned.text, candidates, 'local');
    const reply = await reveal(viewer, matched);
    if (matched.length > 0) return reply;
    const miss = await explainMiss(viewer, scanned.text, position);
    return miss ? { ...reply, miss } : reply;
  }
}

export type ScanService = ReturnType<typeof createScanService>;
