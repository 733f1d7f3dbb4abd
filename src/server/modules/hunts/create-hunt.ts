import type { z } from 'zod';
import type { createHuntBodySchema, Hunt, Waypoint } from '@/shared/contract/hunts';
import { eurosToCents, formatEuros } from '@/shared/rules/money';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { Clock } from '@/server/lib/clock';
import type { PreparedMessage } from '@/server/modules/photos/create-message';
import type { PhotosService } from '@/server/modules/photos/photos.service';
import type { PreparedStep, UploadsService } from '@/server/modules/photos/uploads.service';
import { idempotently } from '@/server/modules/wallet/ledger';
import type { WalletService } from '@/server/modules/wallet/wallet.service';
import { deleteBlobs, type BlobStore } from '@/server/providers/blob-store';
import * as drafts from './hunt-drafts.repository';
import {
  aboutStep,
  assertPublishable,
  inStepOrder,
  messageInputOf,
  messageOf,
  requiredStepsOf,
  timeWindow,
} from './hunt-waypoints';
import { draftNotFound } from './hunts.policy';
import * as repo from './hunts.repository';
import { prepareSteps } from './prepare-steps';
import {
  judgeStep,
  siblingWarnings,
  unconfirmedOf,
  unconfirmedWarningsError,
  type UnconfirmedStep,
} from './step-warnings';

export type CreateHuntDeps = {
  db: Db;
  clock: Clock;
  photos: Pick<
    PhotosService,
    'prepareMessage' | 'insertMessage' | 'discardMessage' | 'countAnalysis'
  >;
  /** Steps published from their uploads (decision 025): read once, when uploaded. */
  uploads: Pick<UploadsService, 'stepUpload' | 'prepareStep' | 'insertStep' | 'discardStep'>;
  wallet: Pick<WalletService, 'checkMany'>;
  /** Where a consumed draft's files are. */
  blobs: BlobStore;
};

export type CreateHuntInput = z.output<typeof createHuntBodySchema>;

type DraftFiles = Array<string | null>;
const draftFiles = (
  row: { waypoints: Array<{ photoKey: string | null; pdfKey: string | null }> } | undefined,
): DraftFiles =>
  row ? row.waypoints.flatMap((waypoint) => [waypoint.photoKey, waypoint.pdfKey]) : [];
type Body = CreateHuntInput;

/** A step ready to insert: from its upload (its reading and files) or from a photo read now. */
type PreparedOne =
  { from: 'upload'; prepared: PreparedStep } | { from: 'photo'; prepared: PreparedMessage };

/**
 * Publishing a hunt: every step is a hidden message made by the photos module's create
 * command, in parts. A step sent with its upload's id takes that upload's reading and files
 * (read once, when the editor uploaded it: decision 025); a step sent with its photo (older
 * clients, a step whose upload expired) has it read now, a few steps at once. Each is judged
 * as an upload's publish judges it (too little text refused naming the step, soft warnings
 * confirmed per step), the steps also against each other; then the hunt, every step, their
 * prices and their rewards' escrow are one transaction: all or nothing, nothing charged on a
 * refusal.
 *
 * Publishing is idempotent (decision 024): the hunt row carries the request's key and the
 * draft it came from, each unique per creator, and the same transaction deletes that draft.
 * A repeat (same key or same draft) is answered with the hunt already made; a concurrent twin
 * loses on the unique index, its transaction and so its charges roll back (the ledger's
 * `idempotently`), and it answers with the winner's hunt.
 */
export function createHuntCommand(deps: CreateHuntDeps) {
  const { db, clock, photos, uploads, wallet, blobs } = deps;

  /** The price of every step, by the pricing check's function, before any photo is read. */
  async function assertAffordable(creator: UserRow, body: Body) {
    const check = await wallet.checkMany(
      creator,
      body.waypoints.map((waypoint) => ({
        requestedScans: waypoint.maxScans,
        rewardCents: waypoint.hasRewards ? eurosToCents(waypoint.rewardAmount) : 0,
      })),
    );
    if (!check.canCreate) {
      throw new AppError(
        'INSUFFICIENT_FUNDS',
        say('server_hunt_need_funds', {
          charge: formatEuros(check.totalCharge),
          count: body.waypoints.length,
          balance: formatEuros(check.currentBalance),
        }),
      );
    }
  }

  /**
   * Every step's upload id names one of the creator's own uploads, live and unpublished, and
   * no two steps share one: someone else's id, a made-up or an expired one answers 404 naming
   * the step, before any photo is read, anything counted or a cent charged.
   */
  async function assertStepUploads(creator: UserRow, waypoints: Waypoint[]) {
    const stepOf = new Map<number, number>();
    for (const waypoint of waypoints) {
      if (!waypoint.uploadId) continue;
      const first = stepOf.get(waypoint.uploadId);
      if (first !== undefined) {
        throw new AppError(
          'CONFLICT',
          say('server_hunt_upload_twice', { step: waypoint.stepNumber, other: first }),
        );
      }
      stepOf.set(waypoint.uploadId, waypoint.stepNumber);
      await uploads.stepUpload(creator, waypoint.uploadId).catch((error: unknown) => {
        throw aboutStep(waypoint.stepNumber, error);
      });
    }
  }

  function prepareOne(creator: UserRow, waypoint: Waypoint): Promise<PreparedOne> {
    return waypoint.uploadId
      ? uploads
          .prepareStep(creator, waypoint.uploadId, messageInputOf(waypoint))
          .then((prepared) => ({ from: 'upload', prepared }))
      : photos
          .prepareMessage(creator, messageOf(waypoint))
          .then((prepared) => ({ from: 'photo', prepared }));
  }

  /** A step not published: a photo read now leaves its files, an upload only the step's PDF. */
  const discardOne = (one: PreparedOne) =>
    one.from === 'upload' ? uploads.discardStep(one.prepared) : photos.discardMessage(one.prepared);

  /**
   * Every step prepared (its upload's reading taken, or its photo read and stored) and judged
   * as an upload's publish is (step-warnings.ts), a few steps at once (prepare-steps.ts), then
   * the steps compared with each other. Too little text refuses at the first such step; the
   * steps with unconfirmed soft warnings are refused together, after all are read, so one
   * answer names them all. Either way every file stored for this publish is removed.
   */
  async function prepareAll(creator: UserRow, body: Body): Promise<PreparedOne[]> {
    const judged = await prepareSteps(
      body.waypoints,
      async (waypoint) => {
        const one = await prepareOne(creator, waypoint).catch((error: unknown) => {
          throw aboutStep(waypoint.stepNumber, error);
        });
        try {
          return {
            waypoint,
            one,
            warnings: await judgeStep(db, creator.id, waypoint, one.prepared),
          };
        } catch (error) {
          await discardOne(one);
          throw error;
        }
      },
      (each) => discardOne(each.one),
    );
    const siblings = siblingWarnings(
      judged.map(({ waypoint, one }) => ({
        stepNumber: waypoint.stepNumber,
        place: one.prepared.input.place,
        key: one.prepared.analysis?.key ?? null,
      })),
    );
    const unconfirmed = judged.flatMap(({ waypoint, warnings }): UnconfirmedStep[] => {
      const open = unconfirmedOf(waypoint, [
        ...warnings,
        ...(siblings.get(waypoint.stepNumber) ?? []),
      ]);
      return open ? [open] : [];
    });
    if (unconfirmed.length > 0) {
      await Promise.all(judged.map((each) => discardOne(each.one)));
      throw unconfirmedWarningsError(unconfirmed);
    }
    return judged.map((each) => each.one);
  }

  return async function create(
    creator: UserRow,
    input: Body,
    present: (huntId: number) => Promise<Hunt>,
  ): Promise<Hunt> {
    const body = { ...input, waypoints: inStepOrder(input.waypoints) };
    const publish = { key: body.idempotencyKey ?? null, draftId: body.draftId ?? null };
    const before = await repo.publishedBefore(db, creator.id, publish);
    if (before) return present(before.id);
    // A draft id names one of the creator's own drafts, or nothing is published: someone
    // else's id, or one made up, is refused before any photo is read or cent charged.
    if (publish.draftId && !(await drafts.findOwnDraft(db, publish.draftId, creator.id))) {
      // A twin may have published (and so consumed) it since the first look.
      const twin = await repo.publishedBefore(db, creator.id, publish);
      if (twin) return present(twin.id);
      throw draftNotFound();
    }
    assertPublishable(body.waypoints, body, clock.now());
    let prepared: PreparedOne[];
    try {
      await assertStepUploads(creator, body.waypoints);
      await assertAffordable(creator, body);
      // Reading photos counts once against fair use; steps from uploads were counted then.
      if (body.waypoints.some((waypoint) => !waypoint.uploadId)) {
        await photos.countAnalysis(creator.id);
      }
      prepared = await prepareAll(creator, body);
    } catch (error) {
      // A twin (double tap, two tabs) published meanwhile: its steps now stand at these places,
      // so this one's photos read as near-duplicates of them. It answers the twin's hunt.
      const twin = await repo.publishedBefore(db, creator.id, publish);
      if (twin) return present(twin.id);
      throw error;
    }
    const window = timeWindow(body);
    const discard = () => Promise.all(prepared.map(discardOne));
    let made: { huntId: number; consumed: DraftFiles; twin?: true };
    try {
      made = await idempotently(
        db,
        async (tx) => {
          const hunt = await repo.insertHunt(tx, {
            creatorId: creator.id,
            title: body.title,
            description: body.description,
            stepOrder: body.stepOrder,
            totalSteps: body.waypoints.length,
            requiredSteps: requiredStepsOf(body, body.waypoints.length),
            hintCostPercent: body.hintCostPercent,
            ...window,
            publishKey: publish.key,
            draftId: publish.draftId,
          });
          for (const [index, waypoint] of body.waypoints.entries()) {
            const one = prepared[index]!;
            const at = { huntId: hunt.id, huntStep: waypoint.stepNumber };
            const step = await (
              one.from === 'upload'
                ? uploads.insertStep(tx, creator, one.prepared, at)
                : photos.insertMessage(tx, creator, one.prepared, at)
            ).catch((error: unknown) => {
              throw aboutStep(waypoint.stepNumber, error);
            });
            await repo.insertHints(tx, step.id, waypoint.hints);
          }
          // Publishing consumes the draft; another user's draft id consumes nothing.
          const consumed = publish.draftId
            ? await drafts.deleteOwnDraft(tx, publish.draftId, creator.id)
            : undefined;
          return { huntId: hunt.id, consumed: draftFiles(consumed) };
        },
        twinsHunt,
      );
    } catch (error) {
      await discard();
      // A twin without the same key or draft cannot be told apart; one with them can: its
      // steps took these uploads first.
      const twin = await repo.publishedBefore(db, creator.id, publish);
      if (twin) return present(twin.id);
      throw error;
    }
    // The twin's files were stored for nothing: its hunt is the other request's.
    await (made.twin ? discard() : deleteBlobs(blobs, made.consumed));
    return present(made.huntId);

    /** The concurrent twin's hunt; without one, the unique violation was something else. */
    async function twinsHunt() {
      const twin = await repo.publishedBefore(db, creator.id, publish);
      if (!twin) {
        throw new AppError('CONFLICT', say('server_hunt_could_published_try'));
      }
      return { huntId: twin.id, consumed: [], twin: true as const };
    }
  };
}
