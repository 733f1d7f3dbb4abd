import type { z } from 'zod';
import type {
  HintReveal,
  Hunt,
  HuntProgress,
  huntPriceBodySchema,
  Leaderboard,
  SharedHunt,
} from '@/shared/contract/hunts';
import { centsToEuros, eurosToCents } from '@/shared/rules/money';
import { stepRewardCents } from '@/shared/rules/hunts';
import type { PricingCheck } from '@/shared/contract/wallet';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { PhotosService } from '@/server/modules/photos/photos.service';
import type { PhotoWithCreator } from '@/server/modules/photos/photo-columns';
import { createHuntCommand, type CreateHuntDeps, type CreateHuntInput } from './create-hunt';
import { assertCan, huntNotFound } from './hunts.policy';
import {
  activeSteps,
  presentHunt,
  presentPlay,
  presentProgress,
  presentSharedHunt,
  type HuntContext,
  type HuntPlay,
  type PlayerFacts,
} from './hunts.presenter';
import * as repo from './hunts.repository';
import { unlockedStepsOf } from './hunt-activity.repository';

type Deps = CreateHuntDeps & {
  photos: Pick<
    PhotosService,
    | 'prepareMessage'
    | 'insertMessage'
    | 'discardMessage'
    | 'removeHuntSteps'
    | 'deleteFiles'
    | 'stepImage'
  >;
  publicUrl: string;
};

/** Hunts on one list; a player never needs more at once. */
const LIST_LIMIT = 100;
const LEADERBOARD_LIMIT = 100;

/**
 * Treasure hunts: publishing (create-hunt.ts), the creator's and the players' views, progress,
 * hints, the leaderboard and deletion. Discovering a step is scan's single discovery path,
 * with this module's say in step-claim.ts.
 */
export function createHuntsService(deps: Deps) {
  const { db, clock, photos, wallet, publicUrl } = deps;
  const createHunt = createHuntCommand(deps);

  /** Everything the presenter needs to show these hunts to this viewer, in a few queries. */
  async function contextsFor(viewer: UserRow, hunts: repo.HuntWithCreator[]) {
    const ids = hunts.map((hunt) => hunt.id);
    const steps = await repo.stepsOf(db, ids);
    const stepIds = steps.map((step) => step.id);
    const [hints, reveals, found, completions, finishers] = await Promise.all([
      repo.hintsOf(db, stepIds),
      repo.revealsOf(db, viewer.id, stepIds),
      repo.foundSteps(db, viewer.id, ids),
      repo.completionsOf(db, viewer.id, ids),
      repo.finishersOf(db, ids),
    ]);
    const now = clock.now();
    return new Map(
      hunts.map((hunt): [number, HuntContext] => {
        const player: PlayerFacts = {
          found: new Map(
            found
              .filter((row) => row.huntId === hunt.id)
              .map((row) => [row.stepNumber, row.foundAt]),
          ),
          reveals,
          finishedAt: completions.find((row) => row.huntId === hunt.id)?.finishedAt ?? null,
        };
        return [
          hunt.id,
          {
            steps: steps.filter((step) => step.huntId === hunt.id),
            hints,
            player,
            finishers: finishers.get(hunt.id) ?? 0,
            now,
            publicUrl,
          },
        ];
      }),
    );
  }

  async function presentAll(viewer: UserRow, hunts: repo.HuntWithCreator[]): Promise<Hunt[]> {
    const contexts = await contextsFor(viewer, hunts);
    return hunts.map((hunt) => presentHunt(hunt, viewer, contexts.get(hunt.id)!));
  }

  async function presentOne(viewer: UserRow, huntId: number): Promise<Hunt> {
    const hunt = await repo.findHunt(db, huntId);
    if (!hunt) throw huntNotFound();
    return (await presentAll(viewer, [hunt]))[0]!;
  }

  /** The hunt, if it exists for this viewer at all: every route that names one asks this. */
  async function huntFor(viewer: UserRow | null, huntId: number) {
    const hunt = await repo.findHunt(db, huntId);
    if (!hunt) throw huntNotFound();
    assertCan(viewer, 'see', { ...hunt, steps: await repo.stepsOf(db, [huntId]) });
    return hunt;
  }

  /** A step this viewer may see now (creator, or a player whose step is active or done). */
  async function visibleStep(viewer: UserRow, huntId: number, stepNumber: number) {
    const hunt = await repo.findHunt(db, huntId);
    if (!hunt) throw huntNotFound();
    const context = (await contextsFor(viewer, [hunt])).get(hunt.id)!;
    assertCan(viewer, 'see', { ...hunt, steps: context.steps });
    const step = context.steps.find((each) => each.huntStep === stepNumber);
    if (!step) throw huntNotFound();
    const isCreator = hunt.creatorId === viewer.id;
    const found = context.player.found.has(stepNumber);
    const active = activeSteps(hunt, context.player, context.now).includes(stepNumber);
    if (!isCreator && !found && !active) throw stepLocked();
    return { hunt, step, context, isCreator, found, active };
  }

  /** Steps first, then the hunt: the order a discovery takes them, so the two never deadlock. */
  async function removeIn(tx: Db, viewer: UserRow, huntId: number, steps: PhotoWithCreator[]) {
    const removed = await photos.removeHuntSteps(
      tx,
      viewer,
      steps.map((step) => step.id),
    );
    const locked = await repo.lockHunt(tx, huntId);
    assertCan(viewer, 'manage', locked);
    await repo.deleteHunt(tx, huntId);
    return removed;
  }

  return {
    /** Activity (decision 028): the steps the player's finds unlocked, newest first. */
    activityOf: (userId: number, limit: number) => unlockedStepsOf(deps.db, userId, limit),

    create: (creator: UserRow, body: CreateHuntInput) =>
      createHunt(creator, body, (huntId) => presentOne(creator, huntId)),

    async price(user: UserRow, body: z.output<typeof huntPriceBodySchema>): Promise<PricingCheck> {
      return wallet.checkMany(
        user,
        body.waypoints.map((waypoint) => ({
          requestedScans: waypoint.maxScans,
          rewardCents: waypoint.hasRewards ? eurosToCents(waypoint.rewardAmount) : 0,
        })),
      );
    },

    own: async (viewer: UserRow) => presentAll(viewer, await repo.huntsByCreator(db, viewer.id)),

    /** What the viewer may play now; finished hunts are not offered (SPEC §4). */
    available: async (viewer: UserRow) =>
      presentAll(viewer, await repo.offeredHunts(db, viewer.id, LIST_LIMIT)),

    /** What the viewer finished, with every step they found (their leaderboards' hunts). */
    finished: async (viewer: UserRow) =>
      presentAll(viewer, await repo.finishedHunts(db, viewer.id, LIST_LIMIT)),

    /** The viewer's progress in every hunt offered to them or played by them. */
    async progress(viewer: UserRow): Promise<HuntProgress[]> {
      const [offered, played] = await Promise.all([
        repo.offeredHunts(db, viewer.id, LIST_LIMIT),
        repo.playedHunts(db, viewer.id, LIST_LIMIT),
      ]);
      const hunts = [...new Map([...offered, ...played].map((hunt) => [hunt.id, hunt])).values()];
      const contexts = await contextsFor(viewer, hunts);
      return hunts.map((hunt) => presentProgress(hunt, contexts.get(hunt.id)!));
    },

    /** The data export: the viewer's own play of every hunt they played (presentPlay). */
    async playOf(viewer: UserRow): Promise<HuntPlay[]> {
      const played = await repo.huntsPlayedBy(db, viewer.id);
      const contexts = await contextsFor(viewer, played);
      return played.map((hunt) => presentPlay(hunt, contexts.get(hunt.id)!));
    },

    async stepImage(viewer: UserRow, huntId: number, stepNumber: number): Promise<Buffer> {
      const { step, isCreator, found } = await visibleStep(viewer, huntId, stepNumber);
      // A player on the step sees the place, not the words that find it (decision 014).
      return photos.stepImage(step, isCreator || found);
    },

    /**
     * Reveals the next hint of the player's active step. Each one withholds the creator's
     * share of the step's reward from this player; the money stays in the step's escrow.
     */
    async revealHint(viewer: UserRow, huntId: number, stepNumber: number): Promise<HintReveal> {
      const { hunt, step, context, isCreator, found } = await visibleStep(
        viewer,
        huntId,
        stepNumber,
      );
      if (isCreator) throw new AppError('CONFLICT', say('server_own_hunt_hints_reveal'));
      if (found) throw new AppError('CONFLICT', say('server_already_found_step'));
      const hints = context.hints.get(step.id) ?? [];
      const revealed = await db.transaction(async (tx) => {
        // Taken in turn with this hunt's discoveries: a hint is never revealed after the find.
        await repo.lockHunt(tx, huntId);
        if (!(await repo.isStepTurn(tx, viewer.id, step.id))) throw stepLocked();
        return repo.revealOneMore(tx, step.id, viewer.id, hints.length);
      });
      if (revealed === null) {
        throw new AppError('CONFLICT', say('server_there_more_hints_step'));
      }
      return {
        stepNumber,
        hints: hints.slice(0, revealed),
        hintCount: hints.length,
        rewardPerScan: centsToEuros(
          stepRewardCents(step.rewardPerScanCents, revealed, hunt.hintCostPercent),
        ),
      };
    },

    async leaderboard(viewer: UserRow, huntId: number): Promise<Leaderboard> {
      await huntFor(viewer, huntId);
      const rows = await repo.leaderboard(db, huntId, LEADERBOARD_LIMIT);
      return {
        huntId,
        entries: rows.map((row, index) => ({
          rank: index + 1,
          nickname: row.nickname ?? 'Unknown User',
          startedAt: row.startedAt.toISOString(),
          finishedAt: row.finishedAt.toISOString(),
          durationSeconds: Math.round((row.finishedAt.getTime() - row.startedAt.getTime()) / 1000),
        })),
      };
    },

    /** The share page's outline, for anyone the hunt exists for (signed out: `null`). */
    async shared(viewer: UserRow | null, huntId: number): Promise<SharedHunt> {
      const hunt = await huntFor(viewer, huntId);
      const finishers = await repo.finishersOf(db, [huntId]);
      return presentSharedHunt(hunt, finishers.get(huntId) ?? 0);
    },

    /**
     * Deletes the hunt and its steps; each step's unpaid escrow (hint money withheld
     * included) goes back to the creator. Steps are locked before the hunt, in the order a
     * discovery takes them, so the two never deadlock.
     */
    async remove(viewer: UserRow, huntId: number): Promise<void> {
      const hunt = await repo.findHunt(db, huntId);
      assertCan(viewer, 'manage', hunt);
      const steps: PhotoWithCreator[] = await repo.stepsOf(db, [huntId]);
      const files = await db.transaction((tx) => removeIn(tx, viewer, huntId, steps));
      await photos.deleteFiles(files);
    },

    /**
     * Account deletion: every hunt of the account, removed inside the deletion's transaction
     * as its owner would. Returns the files to remove once that transaction commits.
     */
    async removeAllOf(tx: Db, owner: UserRow): Promise<Array<string | null>> {
      const files: Array<string | null> = [];
      for (const hunt of await repo.huntsByCreator(tx, owner.id)) {
        files.push(...(await removeIn(tx, owner, hunt.id, await repo.stepsOf(tx, [hunt.id]))));
      }
      return files;
    },

    /** Account deletion: the hints this account saw and the hunts it finished (021). */
    forgetPlayOf: (tx: Db, userId: number) => repo.deletePlayOf(tx, userId),

    /** For My Space's statistics (photos' stats endpoint asks through app.ts). */
    counts: (userId: number) => repo.countsOf(db, userId),

    /** For 'Discovered by me': the titles of the hunts whose steps the user found. */
    titles: (ids: number[]) => repo.titlesOf(db, ids),
  };
}

const stepLocked = () => new AppError('NOT_FOUND', say('server_step_does_exist_still'));

export type HuntsService = ReturnType<typeof createHuntsService>;
