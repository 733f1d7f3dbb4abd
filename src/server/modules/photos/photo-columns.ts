import { getTableColumns } from 'drizzle-orm';
import { photos, type PhotoRow } from '@/server/db/schema/photos';
import { creatorColumns, joinUser } from '@/server/modules/users/user-joins';

/** A message with what its presenter needs of its creator: select these, join `creatorJoin`. */
export const photoWithCreatorColumns = { ...getTableColumns(photos), ...creatorColumns };

/** Left-joined, so the creator columns are nullable, as the presenter expects. */
export const creatorJoin = joinUser(photos.userId);

export type PhotoWithCreator = PhotoRow & {
  creatorNickname: string | null;
  creatorIsAdmin: boolean | null;
};

/**
 * What a list of messages (nearby, the global list) reads for presentPhoto and nothing more: not
 * the files' keys, the text key, the text regions or the moderation state. A list of 100 rows is
 * read hundreds of times a second, and every column is parsed, mapped and collected each time.
 */
export const listedPhotoColumns = {
  id: photos.id,
  userId: photos.userId,
  latitude: photos.latitude,
  longitude: photos.longitude,
  location: photos.location,
  locationLabel: photos.locationLabel,
  isGlobal: photos.isGlobal,
  messageType: photos.messageType,
  hiddenMessage: photos.hiddenMessage,
  publicDescription: photos.publicDescription,
  pdfFileName: photos.pdfFileName,
  maxScans: photos.maxScans,
  currentScans: photos.currentScans,
  isAnalyzed: photos.isAnalyzed,
  isPrivate: photos.isPrivate,
  targetUserId: photos.targetUserId,
  hasRewards: photos.hasRewards,
  rewardCents: photos.rewardCents,
  rewardPerScanCents: photos.rewardPerScanCents,
  createdAt: photos.createdAt,
  ...creatorColumns,
};

/** A message as presentPhoto reads it: a PhotoWithCreator is one, and so is a listed row. */
export type PresentablePhoto = Pick<PhotoWithCreator, keyof typeof listedPhotoColumns>;
