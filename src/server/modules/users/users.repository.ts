import { and, asc, count, eq, ilike, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { deletedAccountNickname } from '@/shared/rules/account';
import type { Db } from '@/server/db/client';
import { users, type UserRow } from '@/server/db/schema/users';
import { nicknameKey, nicknameLookalike } from './nickname-key';

/** Escapes LIKE wildcards so a search for "a_b" means exactly that. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Nickname contains the text, or the whole email equals it (emails are never partially matched). */
export function searchUsers(db: Db, excludeId: number, text: string, limit: number) {
  const key = nicknameKey(text);
  return db
    .select({ id: users.id, nickname: users.nickname, email: users.email })
    .from(users)
    .where(
      and(
        ne(users.id, excludeId),
        // A deleted account is nobody: it cannot be found or chosen as a recipient.
        isNull(users.deletedAt),
        or(ilike(users.nicknameKey, likePattern(key)), sql`lower(${users.email}) = ${key}`),
      ),
    )
    .orderBy(sql`length(${users.nickname})`, asc(users.nicknameKey))
    .limit(limit);
}

export function findUserByNicknameOrEmail(db: Db, text: string): Promise<UserRow | undefined> {
  const key = nicknameKey(text);
  return db
    .select()
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        or(eq(users.nicknameKey, key), sql`lower(${users.email}) = ${key}`),
      ),
    )
    .orderBy(sql`${users.nicknameKey} = ${key} desc`)
    .limit(1)
    .then((rows) => rows[0]);
}

/** Whether any account uses this email, in any case (a Google sign-in never takes one over). */
export function emailInUse(db: Db, email: string): Promise<boolean> {
  return db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1)
    .then((rows) => rows.length > 0);
}

export function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]);
}

export function findUserByNicknameKey(db: Db, key: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.nicknameKey, key))
    .then((rows) => rows[0]);
}

export function findUsersOnDevice(db: Db, deviceId: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.deviceId, deviceId));
}

export type NewUser = Pick<
  UserRow,
  'nickname' | 'nicknameKey' | 'email' | 'passwordHash' | 'deviceId'
> &
  Partial<Pick<UserRow, 'isAdmin' | 'recoveryCodeHash' | 'ageConfirmedAt'>>;

export function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  return db
    .insert(users)
    .values({ ...values, nicknameLookalike: nicknameLookalike(values.nickname) })
    .returning()
    .then((rows) => rows[0]!);
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function setRecoveryCodeHash(db: Db, userId: number, hash: string) {
  await db.update(users).set({ recoveryCodeHash: hash }).where(eq(users.id, userId));
}

/**
 * Replaces the code only if it is still the one just checked: of two resets racing with one
 * code, exactly one wins. True when this one did.
 */
export function swapRecoveryCodeHash(db: Db, userId: number, expected: string, next: string) {
  return db
    .update(users)
    .set({ recoveryCodeHash: next })
    .where(and(eq(users.id, userId), eq(users.recoveryCodeHash, expected)))
    .returning({ id: users.id })
    .then((rows) => rows.length === 1);
}

export async function setDeviceId(db: Db, userId: number, deviceId: string) {
  await db.update(users).set({ deviceId }).where(eq(users.id, userId));
}

/** The admin role follows configuration: exactly the account with that key holds it. */
export async function grantAdminOnlyTo(db: Db, userId: number) {
  await db
    .update(users)
    .set({ isAdmin: false })
    .where(and(eq(users.isAdmin, true), ne(users.id, userId)));
  await db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
}

/** Members, the admin not counted (platform stats). */
export function countMembers(db: Db): Promise<number> {
  return db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.isAdmin, false), isNull(users.deletedAt)))
    .then((rows) => rows[0]?.n ?? 0);
}

/**
 * The office's search (admin only): the text anywhere in the nickname or the email, any case;
 * an empty text lists the newest accounts. Deleted accounts are left out.
 */
export function searchAccounts(db: Db, text: string, limit: number) {
  const pattern = likePattern(text.toLowerCase());
  return db
    .select({ id: users.id, nickname: users.nickname, email: users.email })
    .from(users)
    .where(
      and(
        // A deleted account has nothing left to look up: no name, email, balance or message.
        isNull(users.deletedAt),
        text
          ? or(ilike(users.nickname, pattern), ilike(sql`coalesce(${users.email}, '')`, pattern))
          : undefined,
      ),
    )
    .orderBy(text ? sql`length(${users.nickname})` : sql`${users.id} DESC`, asc(users.nicknameKey))
    .limit(limit);
}

/** Serialises registrations of one look, so two lookalikes at once cannot both pass the check. */
export async function lockLookalike(db: Db, lookalike: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'nickname-look:' + lookalike}))`);
}

export function findUserByLookalike(db: Db, lookalike: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.nicknameLookalike, lookalike))
    .limit(1)
    .then((rows) => rows[0]);
}

/** Gives accounts made before the lookalike column theirs; runs at start-up, usually on none. */
export async function fillMissingLookalikes(db: Db) {
  const rows = await db
    .select({ id: users.id, nickname: users.nickname })
    .from(users)
    .where(isNull(users.nicknameLookalike));
  for (const row of rows) {
    await db
      .update(users)
      .set({ nicknameLookalike: nicknameLookalike(row.nickname) })
      .where(eq(users.id, row.id));
  }
}

/**
 * A deleted account keeps its row (payment records point at it) but nothing that names the
 * person: a placeholder nickname no one can register, no email, no password, no device, no recovery code.
 */
export async function anonymizeUser(db: Db, userId: number, at: Date) {
  const nickname = deletedAccountNickname(userId);
  await db
    .update(users)
    .set({
      nickname,
      nicknameKey: nicknameKey(nickname),
      nicknameLookalike: nicknameLookalike(nickname),
      email: null,
      passwordHash: null,
      deviceId: null,
      recoveryCodeHash: null,
      ageConfirmedAt: null,
      deletedAt: at,
    })
    .where(eq(users.id, userId));
}

/** Deleted accounts whose remaining data the purge job has not forgotten yet. */
export function deletedUnpurged(db: Db, limit: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(isNotNull(users.deletedAt), isNull(users.purgedAt)))
    .limit(limit);
}

export async function markPurged(db: Db, userId: number, at: Date) {
  await db.update(users).set({ purgedAt: at }).where(eq(users.id, userId));
}
