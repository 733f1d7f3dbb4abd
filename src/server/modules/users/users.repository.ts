import { and, asc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema/users';

/** Escapes LIKE wildcards so a search for "a_b" means exactly that. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Nickname contains the text, or the whole email equals it (emails are never partially matched). */
export function searchUsers(db: Db, excludeId: number, text: string, limit: number) {
  const key = text.normalize('NFKC').toLowerCase();
  return db
    .select({ id: users.id, nickname: users.nickname, email: users.email })
    .from(users)
    .where(
      and(
        ne(users.id, excludeId),
        or(ilike(users.nicknameKey, likePattern(key)), sql`lower(${users.email}) = ${key}`),
      ),
    )
    .orderBy(sql`length(${users.nickname})`, asc(users.nicknameKey))
    .limit(limit);
}

export function findUserByNicknameOrEmail(db: Db, text: string): Promise<UserRow | undefined> {
  const key = text.normalize('NFKC').trim().toLowerCase();
  return db
    .select()
    .from(users)
    .where(or(eq(users.nicknameKey, key), sql`lower(${users.email}) = ${key}`))
    .orderBy(sql`${users.nicknameKey} = ${key} desc`)
    .limit(1)
    .then((rows) => rows[0]);
}

export function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]);
}
