import { eq, getTableColumns, isNull, sql, type Column } from 'drizzle-orm';
import { users } from '@/server/db/schema/users';

/*
 * Only this module names the users table. Queries of other modules that must show a user in
 * the same statement (nearby, the global list, scan candidates, the session lookup on every
 * request) join through these instead of a second round trip (docs/decisions/007).
 */

/** `.leftJoin(...joinUser(photos.userId))`: the user whose id that column holds. */
export function joinUser(userId: Column) {
  return [users, eq(users.id, userId)] as const;
}

/**
 * The joined account is open: not deleted. A deleted account keeps an anonymised row
 * (decision 021), so a join still finds it; lists of people leave it out with this.
 */
export const accountIsOpen = isNull(users.deletedAt);

/** The joined account's nickname, or null once it is deleted (its placeholder names nobody). */
export const openNickname = sql<
  string | null
>`CASE WHEN ${users.deletedAt} IS NULL THEN ${users.nickname} END`;

/** What a message's presenter shows of its creator. */
export const creatorColumns = { creatorNickname: users.nickname, creatorIsAdmin: users.isAdmin };

/** How the office names an account: nickname and email (admin only). */
export const contactColumns = {
  userId: users.id,
  nickname: users.nickname,
  email: users.email,
  isAdmin: users.isAdmin,
};

/** The whole account, for the session lookup: the signed-in user of a request. */
export const accountColumns = getTableColumns(users);
