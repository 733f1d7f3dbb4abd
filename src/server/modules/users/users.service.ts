import type { UserSearchResult } from '@/shared/contract/users';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import { findUser, findUserByNicknameOrEmail, searchUsers } from './users.repository';

const SEARCH_LIMIT = 10;

export function createUsersService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async search(viewer: UserRow, text: string): Promise<UserSearchResult[]> {
      const typed = text.trim().toLowerCase();
      const rows = await searchUsers(db, viewer.id, text.trim(), SEARCH_LIMIT);
      // An email is shown only to someone who already typed all of it.
      return rows.map((row) => ({
        id: row.id,
        nickname: row.nickname,
        email: row.email && row.email.toLowerCase() === typed ? row.email : null,
      }));
    },
    findByNicknameOrEmail: (text: string) => findUserByNicknameOrEmail(db, text),
    findById: (id: number) => findUser(db, id),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
