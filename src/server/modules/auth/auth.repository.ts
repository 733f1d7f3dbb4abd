import { and, count, desc, eq, gt, inArray, lt, min, ne, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { authAttempts } from '@/server/db/schema/auth-attempts';
import { sessions } from '@/server/db/schema/sessions';
import { googlePendingSignups, userIdentities } from '@/server/db/schema/user-identities';
import { accountColumns, joinUser } from '@/server/modules/users/user-joins';

/** Serialises registrations from one device, so two at once cannot both pass the check. */
export async function lockDevice(db: Db, deviceId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'device:' + deviceId}))`);
}

export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    userId: number;
    expiresAt: Date;
    userAgent: string | null;
    now: Date;
  },
) {
  const { now, ...rest } = values;
  await db.insert(sessions).values({ ...rest, createdAt: now, lastSeenAt: now });
}

/**
 * The session and its user in one statement: this runs on every API request, so it is prepared
 * once per database (on PostgreSQL each pooled connection parses it once, then only binds it).
 */
export function findSessionWithUser(db: Db, tokenHash: string, now: Date) {
  let statement = sessionStatements.get(db);
  if (!statement) sessionStatements.set(db, (statement = prepareSessionLookup(db)));
  return statement.execute({ tokenHash, now }).then((rows) => rows[0]);
}

const sessionStatements = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: Db) {
  return db
    .select({
      user: accountColumns,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(...joinUser(sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('auth_session_user');
}

export async function extendSession(db: Db, tokenHash: string, now: Date, expiresAt: Date) {
  await db
    .update(sessions)
    .set({ expiresAt, lastSeenAt: now })
    .where(eq(sessions.tokenHash, tokenHash));
}

/** The account's sessions still valid, most recently used first (My Space's list). */
export function listSessionsOfUser(db: Db, userId: number, now: Date) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Every session of the account but the one named; how many ended. */
export function deleteOtherSessionsOfUser(db: Db, userId: number, keepTokenHash: string) {
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))
    .returning({ tokenHash: sessions.tokenHash })
    .then((rows) => rows.length);
}

export async function deleteSession(db: Db, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfUser(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db, now: Date) {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** Attempts in a bucket since `since`, and when the oldest of them happened. */
export function countAttempts(db: Db, bucket: string, since: Date) {
  return db
    .select({ attempts: count(), oldest: min(authAttempts.createdAt) })
    .from(authAttempts)
    .where(and(eq(authAttempts.bucket, bucket), gt(authAttempts.createdAt, since)))
    .then((rows) => rows[0] ?? { attempts: 0, oldest: null });
}

/** Serialises counting and recording in one bucket, so parallel attempts cannot all pass. */
export async function lockAttemptBucket(db: Db, bucket: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'throttle:' + bucket}))`);
}

export async function insertAttempts(db: Db, buckets: string[], at: Date): Promise<number[]> {
  if (buckets.length === 0) return [];
  const rows = await db
    .insert(authAttempts)
    .values(buckets.map((bucket) => ({ bucket, createdAt: at })))
    .returning({ id: authAttempts.id });
  return rows.map((row) => row.id);
}

export async function deleteAttemptIds(db: Db, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(authAttempts).where(inArray(authAttempts.id, ids));
}

export async function deleteAttempts(db: Db, bucket: string) {
  await db.delete(authAttempts).where(eq(authAttempts.bucket, bucket));
}

export async function deleteAttemptsBefore(db: Db, before: Date) {
  await db.delete(authAttempts).where(lt(authAttempts.createdAt, before));
}

export function findIdentity(db: Db, issuer: string, subject: string) {
  return db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.issuer, issuer), eq(userIdentities.subject, subject)))
    .then((rows) => rows[0]);
}

export function identitiesOfUser(db: Db, userId: number) {
  return db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
}

export async function insertIdentity(
  db: Db,
  values: { userId: number; issuer: string; subject: string; email: string | null },
) {
  await db.insert(userIdentities).values(values);
}

export async function deleteIdentitiesOfUser(db: Db, userId: number) {
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
}

export async function insertPendingSignup(db: Db, id: string, expiresAt: Date) {
  await db.insert(googlePendingSignups).values({ id, expiresAt });
}

/**
 * Uses a pending Google sign-up once: the delete that finds it is the only one that does (a
 * second, even at the same moment, waits for the first to commit and then finds nothing).
 */
export async function consumePendingSignup(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .delete(googlePendingSignups)
    .where(and(eq(googlePendingSignups.id, id), gt(googlePendingSignups.expiresAt, now)))
    .returning({ id: googlePendingSignups.id });
  return rows.length > 0;
}

export async function deleteExpiredPendingSignups(db: Db, now: Date) {
  await db.delete(googlePendingSignups).where(lt(googlePendingSignups.expiresAt, now));
}

export async function markSessionReauthenticated(db: Db, tokenHash: string, at: Date) {
  await db.update(sessions).set({ reauthenticatedAt: at }).where(eq(sessions.tokenHash, tokenHash));
}

export function findSession(db: Db, tokenHash: string) {
  return db
    .select({
      userId: sessions.userId,
      createdAt: sessions.createdAt,
      reauthenticatedAt: sessions.reauthenticatedAt,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .then((rows) => rows[0]);
}
