import type { UploadWarning } from '@/shared/contract/uploads';
import type { Waypoint } from '@/shared/contract/hunts';
import type { Db } from '@/server/db/client';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import type { PreparedMessage } from '@/server/modules/photos/create-message';
import { uploadWarnings } from '@/server/modules/photos/upload-warnings';
import { aboutStep } from './hunt-waypoints';

/** A step's photo that drew soft warnings its step did not confirm. */
export type UnconfirmedStep = { stepNumber: number; warnings: UploadWarning[] };

/**
 * Judges one prepared step's photo as an upload's publish judges it (issue 20, point 5;
 * decision 025), by the same function, at the step's place: too little text refuses, naming
 * the step; the soft warnings come back unless this step's own `confirmedWarnings` lists them,
 * so a confirmation given for one step never lets another pass. A photo OCR could not read yet
 * (every reader busy) cannot be judged, so the hunt waits for it as an upload's publish does.
 */
export async function judgeStep(
  db: Db,
  creatorId: number,
  waypoint: Waypoint,
  prepared: PreparedMessage,
): Promise<UnconfirmedStep | null> {
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
    throw aboutStep(waypoint.stepNumber, new AppError('UNREADABLE_PHOTO', blocking.message));
  }
  const unconfirmed = warnings.filter(
    (warning) => !waypoint.confirmedWarnings.some((code) => code === warning.code),
  );
  return unconfirmed.length > 0 ? { stepNumber: waypoint.stepNumber, warnings: unconfirmed } : null;
}

/**
 * The one refusal for every step with an unconfirmed warning, naming each: the creator sees
 * them all at once rather than one per attempt.
 */
export function unconfirmedWarningsError(steps: UnconfirmedStep[]): AppError {
  const numbers = steps.map((step) => step.stepNumber);
  const named =
    numbers.length === 1
      ? `Step ${numbers[0]}`
      : `Steps ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
  const details = steps
    .map((step) => `Step ${step.stepNumber}: ${step.warnings.map((w) => w.message).join(' ')}`)
    .join(' ');
  return new AppError(
    'UNCONFIRMED_WARNINGS',
    `${named} ${numbers.length === 1 ? 'needs' : 'need'} a look before publishing. ${details} Retake the photo, or tick "Publish with this photo anyway" under the warning.`,
  );
}
