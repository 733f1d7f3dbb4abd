import type {
  Hunt,
  HuntProgress,
  HuntStepPhoto,
  HuntWaypoint,
  SharedHunt,
  StepState,
} from '@/shared/contract/hunts';
import { scansLeft } from '@/shared/rules/messages';
import { centsToEuros } from '@/shared/rules/money';
import { stepRewardCents } from '@/shared/rules/hunts';
import type { HuntRow } from '@/server/db/schema/hunts';
import type { UserRow } from '@/server/db/schema/users';
import type { PhotoWithCreator } from '@/server/modules/photos/photo-columns';
import type { HuntWithCreator } from './hunts.repository';

/** What a viewer has done in one hunt: the steps found, hints revealed, finished or not. */
export type PlayerFacts = {
  found: Map<number, Date>;
  reveals: Map<number, number>;
  finishedAt: Date | null;
};

export type HuntContext = {
  steps: PhotoWithCreator[];
  hints: Map<number, string[]>;
  player: PlayerFacts;
  finishers: number;
  now: Date;
  publicUrl: string;
};

/** `original`: the viewer gets the original photo, not the blurred copy (decision 014). */
export function stepImageUrl(huntId: number, stepNumber: number, original = false): string {
  return `/api/treasure-hunts/${huntId}/steps/${stepNumber}/image${original ? '?view=original' : ''}`;
}

export function huntShareUrl(publicUrl: string, huntId: number): string {
  return `${publicUrl}/hunt/${huntId}`;
}

const isOpenAt = (hunt: Pick<HuntRow, 'startsAt' | 'endsAt'>, now: Date) =>
  (!hunt.startsAt || hunt.startsAt <= now) && (!hunt.endsAt || now < hunt.endsAt);

/**
 * The steps a player may discover now, by the same rule as the server's discovery
 * (photos/visibility.ts stepTurn): none when finished or outside the window; in linear order
 * the step after those found; otherwise every step not found yet.
 */
export function activeSteps(hunt: HuntRow, player: PlayerFacts, now: Date): number[] {
  if (player.finishedAt || !isOpenAt(hunt, now) || player.found.size >= hunt.requiredSteps) {
    return [];
  }
  if (hunt.stepOrder === 'linear') {
    const next = player.found.size + 1;
    return next <= hunt.totalSteps ? [next] : [];
  }
  return Array.from({ length: hunt.totalSteps }, (_, index) => index + 1).filter(
    (step) => !player.found.has(step),
  );
}

function rewardFor(hunt: HuntRow, step: PhotoWithCreator, player: PlayerFacts): number {
  return stepRewardCents(
    step.rewardPerScanCents,
    player.reveals.get(step.id) ?? 0,
    hunt.hintCostPercent,
  );
}

export function presentProgress(hunt: HuntRow, context: HuntContext): HuntProgress {
  const { player, steps, now } = context;
  const active = activeSteps(hunt, player, now);
  const completedSteps = [...player.found.keys()].sort((a, b) => a - b);
  const stillToFind = Math.max(0, hunt.requiredSteps - completedSteps.length);
  // The most a player can still win: the richest of the steps left, as many as they need.
  const rewardToWin = player.finishedAt
    ? 0
    : steps
        .filter((step) => !player.found.has(step.huntStep ?? 0))
        .map((step) => rewardFor(hunt, step, player))
        .sort((a, b) => b - a)
        .slice(0, stillToFind)
        .reduce((sum, cents) => sum + cents, 0);
  const firstFound = [...player.found.values()].sort((a, b) => a.getTime() - b.getTime())[0];
  return {
    huntId: hunt.id,
    stepOrder: hunt.stepOrder,
    totalSteps: hunt.totalSteps,
    requiredSteps: hunt.requiredSteps,
    completedSteps,
    activeSteps: active,
    canParticipateInStep: active[0] ?? null,
    isCompleted: player.finishedAt !== null,
    startedAt: firstFound?.toISOString() ?? null,
    finishedAt: player.finishedAt?.toISOString() ?? null,
    rewardToWin: centsToEuros(rewardToWin),
  };
}

/**
 * A player's own play of a hunt, for their data export: the steps they found and when, the
 * hints they revealed on each step (how many), and when they finished. Nothing of the steps
 * themselves, nor of other players.
 */
export function presentPlay(hunt: HuntWithCreator, context: HuntContext) {
  const { steps, player } = context;
  return {
    huntId: hunt.id,
    title: hunt.title,
    createdBy: hunt.creatorNickname,
    totalSteps: hunt.totalSteps,
    requiredSteps: hunt.requiredSteps,
    stepsFound: [...player.found.entries()]
      .sort(([a], [b]) => a - b)
      .map(([step, foundAt]) => ({ step, foundAt: foundAt.toISOString() })),
    hintsRevealed: steps.flatMap((step) => {
      const revealed = player.reveals.get(step.id) ?? 0;
      return revealed > 0 ? [{ step: step.huntStep, hints: revealed }] : [];
    }),
    finishedAt: player.finishedAt?.toISOString() ?? null,
  };
}
export type HuntPlay = ReturnType<typeof presentPlay>;

/**
 * A step as one viewer may see it. A locked step is its number and state, nothing else: no
 * photo, place, description or content reaches a player before their turn. The hidden text
 * and the PDF's name reach only the creator and players who completed the step.
 */
function presentStep(
  hunt: HuntRow,
  step: PhotoWithCreator,
  state: StepState,
  context: HuntContext,
): HuntWaypoint {
  const stepNumber = step.huntStep ?? 0;
  if (state === 'locked') return { stepNumber, state, photoId: null, photo: null };
  const allHints = context.hints.get(step.id) ?? [];
  const isCreator = state === 'creator';
  const photo: HuntStepPhoto = {
    id: step.id,
    imageUrl: stepImageUrl(hunt.id, stepNumber, isCreator || state === 'completed'),
    latitude: step.latitude,
    longitude: step.longitude,
    location: step.location,
    locationLabel: step.locationLabel,
    messageType: step.messageType,
    publicDescription: step.publicDescription,
    maxScans: step.maxScans,
    currentScans: step.currentScans,
    scansLeft: scansLeft(step),
    isPrivate: step.isPrivate,
    hasRewards: step.hasRewards,
    rewardPerScan: centsToEuros(
      isCreator ? step.rewardPerScanCents : rewardFor(hunt, step, context.player),
    ),
    hints: isCreator ? allHints : allHints.slice(0, context.player.reveals.get(step.id) ?? 0),
    hintCount: allHints.length,
  };
  if (isCreator || state === 'completed') {
    photo.hiddenMessage = step.hiddenMessage;
    photo.pdfFileName = step.pdfFileName;
  }
  return { stepNumber, state, photoId: step.id, photo };
}

export function presentHunt(hunt: HuntWithCreator, viewer: UserRow, context: HuntContext): Hunt {
  const isOwner = hunt.creatorId === viewer.id;
  const active = new Set(activeSteps(hunt, context.player, context.now));
  const stateOf = (step: number): StepState => {
    if (isOwner) return 'creator';
    if (context.player.found.has(step)) return 'completed';
    return active.has(step) ? 'active' : 'locked';
  };
  return {
    id: hunt.id,
    title: hunt.title,
    description: hunt.description,
    createdBy: hunt.creatorNickname ? { id: hunt.creatorId, nickname: hunt.creatorNickname } : null,
    totalSteps: hunt.totalSteps,
    requiredSteps: hunt.requiredSteps,
    stepOrder: hunt.stepOrder,
    hintCostPercent: hunt.hintCostPercent,
    startsAt: hunt.startsAt?.toISOString() ?? null,
    endsAt: hunt.endsAt?.toISOString() ?? null,
    createdAt: hunt.createdAt.toISOString(),
    isOwner,
    isCompleted: context.player.finishedAt !== null,
    isOpen: isOpenAt(hunt, context.now),
    finishers: context.finishers,
    shareUrl: huntShareUrl(context.publicUrl, hunt.id),
    waypoints: context.steps.map((step) =>
      presentStep(hunt, step, stateOf(step.huntStep ?? 0), context),
    ),
    progress: isOwner ? null : presentProgress(hunt, context),
  };
}

/** The share page: the hunt's outline, nothing of any step (not even its area). */
export function presentSharedHunt(hunt: HuntWithCreator, finishers: number): SharedHunt {
  return {
    id: hunt.id,
    title: hunt.title,
    description: hunt.description,
    createdBy: hunt.creatorNickname ? { nickname: hunt.creatorNickname } : null,
    totalSteps: hunt.totalSteps,
    requiredSteps: hunt.requiredSteps,
    stepOrder: hunt.stepOrder,
    startsAt: hunt.startsAt?.toISOString() ?? null,
    endsAt: hunt.endsAt?.toISOString() ?? null,
    finishers,
  };
}
