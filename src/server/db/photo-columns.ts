import { getTableColumns } from 'drizzle-orm';
import { photos, type PhotoRow } from './schema/photos';
import { users } from './schema/users';

/** A message with what its presenter needs of its creator; select with a left join on users. */
export const photoWithCreatorColumns = {
  ...getTableColumns(photos),
  creatorNickname: users.nickname,
  creatorIsAdmin: users.isAdmin,
};

export type PhotoWithCreator = PhotoRow & {
  creatorNickname: string | null;
  creatorIsAdmin: boolean | null;
};
