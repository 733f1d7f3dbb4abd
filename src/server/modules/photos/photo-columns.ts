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
