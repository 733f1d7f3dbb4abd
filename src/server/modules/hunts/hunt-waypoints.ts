import type { Waypoint } from '@/shared/contract/hunts';
import { centsToEuros, eurosToCents, formatEuros, minimumRewardCents } from '@/shared/rules/money';
import type { DraftSettings } from '@/server/db/schema/hunts';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { MessageInput, NewMessage } from '@/server/modules/photos/create-message';
import { decodeBase64Image } from '@/server/providers/uploads';

/** The hunt options a create or a draft body carries, once parsed. */
export type HuntOptions = {
  description: string | null;
  stepOrder: DraftSettings['stepOrder'];
  requiredSteps?: number | null;
  hintCostPercent: number;
  startsAt?: string | null;
  endsAt?: string | null;
};

/** Waypoints in step order, numbered 1..n whatever numbers the client gave them. */
export function inStepOrder<W extends { stepNumber: number }>(waypoints: W[]): W[] {
  return [...waypoints]
    .sort((a, b) => a.stepNumber - b.stepNumber)
    .map((waypoint, index) => ({ ...waypoint, stepNumber: index + 1 }));
}

/**
 * SPEC §5: a step needs a photo (uploaded, or sent with the hunt) and a position, and text or a
 * PDF as its type says.
 */
export function isComplete(waypoint: Waypoint): boolean {
  const hasPlace = waypoint.latitude != null && waypoint.longitude != null;
  const hasContent =
    waypoint.messageType === 'text' ? Boolean(waypoint.hiddenMessage) : Boolean(waypoint.pdfData);
  return Boolean(waypoint.uploadId || waypoint.photo) && hasPlace && hasContent;
}

/** Refuses a hunt that cannot be published, in the document's words where it has them. */
export function assertPublishable(waypoints: Waypoint[], options: HuntOptions, now: Date) {
  const missing = waypoints.filter((waypoint) => !isComplete(waypoint));
  if (missing.length > 0) {
    const steps = missing.map((waypoint) => `Step ${waypoint.stepNumber}`).join(', ');
    throw new AppError('BAD_REQUEST', say('server_hunt_missing_steps', { steps }));
  }
  for (const waypoint of waypoints) {
    const leastCents = minimumRewardCents(waypoint.maxScans);
    if (waypoint.hasRewards && eurosToCents(waypoint.rewardAmount) < leastCents) {
      throw new AppError(
        'BAD_REQUEST',
        say('server_hunt_step_reward_too_small', {
          step: waypoint.stepNumber,
          amount: formatEuros(centsToEuros(leastCents)),
        }),
      );
    }
  }
  const window = timeWindow(options);
  if (window.endsAt && window.endsAt <= now) {
    throw new AppError('BAD_REQUEST', say('server_end_time_window_already'));
  }
  requiredStepsOf(options, waypoints.length);
}

export function timeWindow(options: Pick<HuntOptions, 'startsAt' | 'endsAt'>) {
  const startsAt = options.startsAt ? new Date(options.startsAt) : null;
  const endsAt = options.endsAt ? new Date(options.endsAt) : null;
  if (startsAt && endsAt && endsAt <= startsAt) {
    throw new AppError('BAD_REQUEST', say('server_time_window_must_end'));
  }
  return { startsAt, endsAt };
}

/** How many steps finish the hunt: all of them, unless the order is 'complete N of M'. */
export function requiredStepsOf(options: HuntOptions, totalSteps: number): number {
  if (options.stepOrder !== 'some') return totalSteps;
  const required = options.requiredSteps ?? totalSteps;
  if (required < 1 || required > totalSteps) {
    throw new AppError(
      'BAD_REQUEST',
      say('server_hunt_required_steps_range', { total: totalSteps }),
    );
  }
  return required;
}

/** A complete waypoint's message, everything but its photo. */
export function messageInputOf(waypoint: Waypoint): MessageInput {
  return {
    messageType: waypoint.messageType,
    hiddenMessage: waypoint.messageType === 'text' ? waypoint.hiddenMessage : null,
    publicDescription: waypoint.description,
    pdfData: waypoint.messageType === 'pdf' ? waypoint.pdfData : null,
    pdfFileName: waypoint.pdfFileName,
    isPrivate: waypoint.isPrivate,
    target: { username: waypoint.targetUsername },
    maxScans: waypoint.maxScans,
    hasRewards: waypoint.hasRewards,
    rewardAmount: waypoint.hasRewards ? waypoint.rewardAmount : 0,
    place: {
      latitude: waypoint.latitude ?? 0,
      longitude: waypoint.longitude ?? 0,
      location: waypoint.locationName,
    },
  };
}

/** A complete waypoint sent with its photo, as the photos module's create command takes it. */
export function messageOf(waypoint: Waypoint): NewMessage {
  return { ...messageInputOf(waypoint), image: decodeBase64Image(waypoint.photo ?? '') };
}

/**
 * An error about one step, saying which: 'Step 2: Too little printed text…'. The reason goes
 * as a said sentence, so the web words it too (a plain-text refusal goes as its text).
 */
export function aboutStep(stepNumber: number, error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return new AppError(
    error.code,
    say('server_hunt_about_step', { step: stepNumber, reason: error.said ?? error.message }),
    error.headers,
  );
}
