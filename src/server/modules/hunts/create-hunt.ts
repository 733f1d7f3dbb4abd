import type { z } from 'zod';
import type { createHuntBodySchema, Hunt } from '@/shared/contract/hunts';
import { eurosToCents, formatEuros } from '@/shared/rules/money';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { Clock } from '@/server/lib/clock';
import type { PreparedMessage } from '@/server/modules/photos/create-message';
import type { PhotosService } from '@/server/modules/photos/photos.service';
import { idempotently } from '@/server/modules/wallet/ledger';
import type { WalletService } from '@/server/modules/wallet/wallet.service';
import { deleteBlobs, type BlobStore } from '@/server/providers/blob-store';
import * as drafts from './hunt-drafts.repository';
import {
  aboutStep,
  assertPublishable,
  inStepOrder,
  messageOf,
  requiredStepsOf,
  timeWindow,
} from './hunt-waypoints';
import { draftNotFound } from './hunts.policy';
import * as repo from './hunts.repository';
import { prepareSteps } from './prepare-steps';
import { judgeStep, unconfirmedWarningsError, type UnconfirmedStep } from './step-warnings';

export type CreateHuntDeps = {
  db: Db;
  clock: Clock;
  photos: Pick<
    PhotosService,
    'prepareMessage' | 'insertMessage' | 'discardMessage' | 'countAnalysis'
  >;
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

/**
 * Publishing a hunt: every step is a hidden message made by the photos module's create
 * command, in parts. Each step's photo is read, a few steps at once, judged as an upload's
 * publish judges it (too little text refused naming the step, soft warnings confirmed per
 * step: decision 025), and its files stored; then the hunt, every step, their prices and
 * their rewards' escrow are one transaction: all or nothing, nothing charged on a refusal.
 *
 * Publishing is idempotent (decision 024): the hunt row carries the request's key and the
 * draft it came from, each unique per creator, and the same transaction deletes that draft.
 * A repeat (same key or same draft) is answered with the hunt already made; a concurrent twin
 * loses on the unique index, its transaction and so its charges roll back (the ledger's
 * `idempotently`), and it answers with the winner's hunt.
 */
export function createHuntCommand(deps: CreateHuntDeps) {
  const { db, clock, photos, wallet, blobs } = deps;

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
        `Need ${formatEuros(check.totalCharge)} for ${body.waypoints.length} steps. Current balance: ${formatEuros(check.currentBalance)}`,
      );
    }
  }

  /**
   * Every step's photo read, its files stored and judged as an upload's publish is
   * (step-warnings.ts), a few steps at once (prepare-steps.ts). Too little text refuses at
   * the first such step; the steps with unconfirmed soft warnings are refused together, after
   * all are read, so one answer names them all. Either way every stored file is removed.
   */
  async function prepareAll(creator: UserRow, body: Body): Promise<PreparedMessage[]> {
    const judged = await prepareSteps(
      body.waypoints,
      async (waypoint) => {
        const prepared = await photos
          .prepareMessage(creator, messageOf(waypoint))
          .catch((error: unknown) => {
            throw aboutStep(waypoint.stepNumber, error);
          });
        try {
          return { prepared, unconfirmed: await judgeStep(db, creator.id, waypoint, prepared) };
        } catch (error) {
          await photos.discardMessage(prepared);
          throw error;
        }
      },
      (each) => photos.discardMessage(each.prepared),
    );
    const unconfirmed = judged.flatMap((each): UnconfirmedStep[] =>
      each.unconfirmed ? [each.unconfirmed] : [],
    );
    if (unconfirmed.length > 0) {
      await Promise.all(judged.map((each) => photos.discardMessage(each.prepared)));
      throw unconfirmedWarningsError(unconfirmed);
    }
    return judged.map((each) => each.prepared);
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
    await assertAffordable(creator, body);
    await photos.countAnalysis(creator.id);
    let prepared: PreparedMessage[];
    try {
      prepared = await prepareAll(creator, body);
    } catch (error) {
      // A twin (double tap, two tabs) published meanwhile: its steps now stand at these places,
      // so this one's photos read as near-duplicates of them. It answers the twin's hunt.
      const twin = await repo.publishedBefore(db, creator.id, publish);
      if (twin) return present(twin.id);
      throw error;
    }
    const window = timeWindow(body);
    const discard = () => Promise.all(prepared.map((each) => photos.discardMessage(each)));
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
            const step = await photos
              .insertMessage(tx, creator, prepared[index]!, {
                huntId: hunt.id,
                huntStep: waypoint.stepNumber,
              })
              .catch((error: unknown) => {
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
