import type { UploadWarning } from '@/shared/contract/uploads';
import type { Waypoint } from '@/shared/contract/hunts';
import { DISCOVERY_RANGE_M, distanceKm } from '@/shared/rules/geo';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { english, say, sayInTurn } from '@/server/lib/say';
import type { PreparedMessage } from '@/server/modules/photos/create-message';
import { kinship } from '@/server/modules/photos/text-neighbours';
import { uploadWarnings, warningSaid } from '@/server/modules/photos/upload-warnings';
import { aboutStep } from './hunt-waypoints';
import type { SaidMessage } from '@/shared/errors';

/** A warning on a step's photo, with its sentence said for the refusal (decision 031). */
export type StepWarning = UploadWarning & { said: SaidMessage };

/** A step's photo that drew soft warnings its step did not confirm. */
export type UnconfirmedStep = { stepNumber: number; warnings: StepWarning[] };

/**
 * Judges one prepared step's photo as an upload's publish judges it (issue 20, point 5;
 * decision 025), by the same function, at the step's place: too little text refuses, naming
 * the step; the soft warnings are returned, for `unconfirmedOf` to hold against this step's
 * own confirmations. A photo OCR could not read yet (every reader busy) cannot be judged, so
 * the hunt waits for it as an upload's publish does.
 */
export async function judgeStep(
  db: Db,
  creatorId: number,
  waypoint: Waypoint,
  prepared: PreparedMessage,
): Promise<StepWarning[]> {
  const { analysis } = prepared;
  if (!analysis) {
    throw aboutStep(
      waypoint.stepNumber,
      new AppError('CONFLICT', say('server_photo_still_being_read')),
    );
  }
  const place = prepared.input.place
    ? { latitude: prepared.input.place.latitude, longitude: prepared.input.place.longitude }
    : null;
  const warnings = await uploadWarnings(db, creatorId, analysis, place);
  const blocking = warnings.find((warning) => warning.blocking);
  if (blocking) {
    throw aboutStep(
      waypoint.stepNumber,
      new AppError('UNREADABLE_PHOTO', warningSaid(blocking.code)),
    );
  }
  return warnings.map((warning) => ({ ...warning, said: warningSaid(warning.code) }));
}

/** A step as its siblings are compared with it: where it is and the key of its photo. */
export type StepText = {
  stepNumber: number;
  place: { latitude: number; longitude: number } | null;
  key: string | null;
};

/**
 * The steps of one hunt compared with each other, as `uploadWarnings` compares a photo with
 * the open messages around it (they are not open messages until the hunt is published): two
 * steps within 100 m whose texts are near-duplicates or share a template each get that
 * warning, naming the other step, since a scan at one would find the other. By the same
 * thresholds (text-neighbours.ts). Soft, like the others: in a linear hunt only the active
 * step can be found, and a creator may mean two steps at one poster; they confirm it per step.
 */
export function siblingWarnings(steps: readonly StepText[]): Map<number, StepWarning[]> {
  const found = new Map<number, StepWarning[]>();
  const add = (stepNumber: number, warning: StepWarning) =>
    found.set(stepNumber, [...(found.get(stepNumber) ?? []), warning]);
  for (const [index, one] of steps.entries()) {
    for (const other of steps.slice(index + 1)) {
      if (!one.place || !other.place || one.key === null || other.key === null) continue;
      if (distanceKm(one.place, other.place) * 1000 > DISCOVERY_RANGE_M) continue;
      const kin = kinship(one.key, other.key);
      if (!kin) continue;
      const key =
        kin === 'near-duplicate'
          ? 'server_hunt_sibling_near_duplicate'
          : 'server_hunt_sibling_template';
      const warningAbout = (stepNumber: number): StepWarning => {
        const said = say(key, { other: stepNumber });
        return { code: kin, message: english(said), blocking: false, said };
      };
      add(one.stepNumber, warningAbout(other.stepNumber));
      add(other.stepNumber, warningAbout(one.stepNumber));
    }
  }
  return found;
}

/**
 * The warnings of a step its own `confirmedWarnings` does not list, so a confirmation given for
 * one step never lets another pass; null when there are none.
 */
export function unconfirmedOf(
  waypoint: Waypoint,
  warnings: readonly StepWarning[],
): UnconfirmedStep | null {
  const unconfirmed = warnings.filter(
    (warning) => !waypoint.confirmedWarnings.some((code) => code === warning.code),
  );
  return unconfirmed.length > 0 ? { stepNumber: waypoint.stepNumber, warnings: unconfirmed } : null;
}

/**
 * The one refusal for every step with an unconfirmed warning, naming each: the creator sees
 * them all at once rather than one per attempt. The warnings' own sentences go as said
 * sentences in turn, so the web words them too.
 */
export function unconfirmedWarningsError(steps: UnconfirmedStep[]): AppError {
  const numbers = steps.map((step) => step.stepNumber);
  const [first, ...rest] = steps.map((step) => {
    const [one, ...more] = step.warnings.map((w) => w.said);
    return say('server_hunt_step_warnings', {
      step: step.stepNumber,
      warnings: sayInTurn(one!, ...more),
    });
  });
  const details = sayInTurn(first!, ...rest);
  return new AppError(
    'UNCONFIRMED_WARNINGS',
    numbers.length === 1
      ? say('server_hunt_step_needs_look', { step: numbers[0]!, details })
      : say('server_hunt_steps_need_look', {
          steps: numbers.slice(0, -1).join(', '),
          last: numbers.at(-1)!,
          details,
        }),
  );
}
