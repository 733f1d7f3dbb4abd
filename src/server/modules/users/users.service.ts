import type { UserSearchResult } from '@/shared/contract/users';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import * as repo from './users.repository';

const SEARCH_LIMIT = 10;
const OFFICE_SEARCH_LIMIT = 50;

export function createUsersService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async search(viewer: UserRow, text: string): Promise<UserSearchResult[]> {
      const typed = text.trim().toLowerCase();
      const rows = await repo.searchUsers(db, viewer.id, text.trim(), SEARCH_LIMIT);
      // An email is shown only to someone who already typed all of it.
      return rows.map((row) => ({
        id: row.id,
        nickname: row.nickname,
        email: row.email && row.email.toLowerCase() === typed ? row.email : null,
      }));
    },
    /** Admin only: nickname or email, partial, no minimum length. */
    searchAccounts: (text: string) => repo.searchAccounts(db, text.trim(), OFFICE_SEARCH_LIMIT),
    findByNicknameOrEmail: (text: string) => repo.findUserByNicknameOrEmail(db, text),
    findById: (id: number) => repo.findUser(db, id),
    countMembers: () => repo.countMembers(db),

    // Accounts, for auth. They take the caller's transaction: a registration checks the
    // device and the nickname and inserts in one.
    findByNicknameKey: (tx: Db, key: string) => repo.findUserByNicknameKey(tx, key),
    findOnDevice: (tx: Db, deviceId: string) => repo.findUsersOnDevice(tx, deviceId),
    emailInUse: (tx: Db, email: string) => repo.emailInUse(tx, email),
    findByIdIn: (tx: Db, id: number) => repo.findUser(tx, id),
    insert: (tx: Db, values: repo.NewUser) => repo.insertUser(tx, values),
    setPasswordHash: (tx: Db, userId: number, hash: string) =>
      repo.setPasswordHash(tx, userId, hash),
    setRecoveryCodeHash: (tx: Db, userId: number, hash: string) =>
      repo.setRecoveryCodeHash(tx, userId, hash),
    swapRecoveryCodeHash: (tx: Db, userId: number, expected: string, next: string) =>
      repo.swapRecoveryCodeHash(tx, userId, expected, next),
    setDeviceId: (tx: Db, userId: number, deviceId: string) =>
      repo.setDeviceId(tx, userId, deviceId),
    grantAdminOnlyTo: (userId: number) => repo.grantAdminOnlyTo(db, userId),

    // Account deletion (decision 021).
    anonymize: (tx: Db, userId: number, at: Date) => repo.anonymizeUser(tx, userId, at),
    deletedUnpurged: (limit: number) => repo.deletedUnpurged(db, limit),
    markPurged: (userId: number, at: Date) => repo.markPurged(db, userId, at),
    /** Whether an account already has this look (`nicknameLookalike`); locks it till commit. */
    async lookalikeTaken(tx: Db, lookalike: string): Promise<boolean> {
      await repo.lockLookalike(tx, lookalike);
      return Boolean(await repo.findUserByLookalike(tx, lookalike));
    },
    fillMissingLookalikes: () => repo.fillMissingLookalikes(db),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
