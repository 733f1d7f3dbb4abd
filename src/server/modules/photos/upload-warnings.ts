import type { UploadWarning } from '@/shared/contract/uploads';
import { DISCOVERY_RANGE_M } from '@/shared/rules/geo';
import type { SoftUploadWarning, UploadWarningCode } from '@/shared/rules/upload-warnings';
import { AppError } from '@/server/errors';
import type { Db } from '@/server/db/client';
import { canBeMatched } from '@/server/lib/text/matching';
import { tooCommonToBeAKey } from '@/server/lib/text/stock-wording';
import { closestKinship } from './text-neighbours';
import { openKeysNear } from './uploads.repository';
import { m } from '@/shared/i18n/paraglide/messages';
import type { SaidMessage } from '@/shared/errors';
import { say, sayInTurn, type ServerKey } from '@/server/lib/say';

/** The nearest open messages compared with a new photo; a street corner rarely has more. */
const NEIGHBOURS_COMPARED = 50;

/** The English sentence every reply carries for other clients; the web says its code's words. */
const en = { locale: 'en' } as const;
const WORDS: Record<UploadWarningCode, string> = {
  'too-little': m.create_warning_too_little({}, en),
  'too-common': m.create_warning_too_common({}, en),
  'near-duplicate': m.create_warning_near_duplicate({}, en),
  template: m.create_warning_template({}, en),
};

/** A warning's sentence in a refusal: the upload reply's words, from the server's table. */
const WARNING_KEYS: Record<UploadWarningCode, ServerKey> = {
  'too-little': 'server_upload_warning_too_little',
  'too-common': 'server_upload_warning_too_common',
  'near-duplicate': 'server_upload_warning_near_duplicate',
  template: 'server_upload_warning_template',
};
export const warningSaid = (code: UploadWarningCode): SaidMessage => say(WARNING_KEYS[code]);

export const warning = (code: UploadWarningCode): UploadWarning => ({
  code,
  message: WORDS[code],
  blocking: code === 'too-little',
});

export type Reading = { text: string; key: string };
export type Place = { latitude: number; longitude: number } | null;

/**
 * What a creator is warned of for a photo's text at a place (issue 20, point 5). The same
 * function answers the upload, its later look-ups and the publish, which refuses the blocking
 * warning and wants the others confirmed. Global pages have no place, so only the first two
 * apply to them.
 */
export async function uploadWarnings(
  db: Db,
  viewerId: number,
  reading: Reading,
  place: Place,
): Promise<UploadWarning[]> {
  const scope = place ? 'local' : 'global';
  if (!canBeMatched(reading.key, scope)) return [warning('too-little')];
  const found: UploadWarning[] = [];
  if (tooCommonToBeAKey(reading.text, scope)) found.push(warning('too-common'));
  if (place) {
    const keys = await openKeysNear(db, {
      viewerId,
      ...place,
      radiusM: DISCOVERY_RANGE_M,
      limit: NEIGHBOURS_COMPARED,
    });
    const kin = closestKinship(reading.key, keys);
    if (kin) found.push(warning(kin));
  }
  return found;
}

/**
 * Refuses a publish the creator has not seen through (decision 025): too little text always
 * (422), a soft warning unless `confirmed` lists it (409 naming every one left). Publishing an
 * upload and the one-step create both ask this, so no way of creating skips a warning.
 */
export async function assertPublishable(
  db: Db,
  viewerId: number,
  reading: Reading,
  place: Place,
  confirmed: readonly SoftUploadWarning[],
): Promise<void> {
  const warnings = await uploadWarnings(db, viewerId, reading, place);
  const blocking = warnings.find((each) => each.blocking);
  if (blocking) throw new AppError('UNREADABLE_PHOTO', warningSaid(blocking.code));
  const unconfirmed = warnings.filter((each) => !confirmed.some((code) => code === each.code));
  if (unconfirmed.length > 0) {
    const [first, ...rest] = unconfirmed.map((each) => warningSaid(each.code));
    throw new AppError('UNCONFIRMED_WARNINGS', sayInTurn(first!, ...rest));
  }
}
