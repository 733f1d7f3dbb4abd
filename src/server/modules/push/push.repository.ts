import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppLocale } from '@/shared/i18n/locale';
import type { Db } from '@/server/db/client';
import { pushSubscriptions, type PushSubscriptionRow } from '@/server/db/schema/push';
import { accountIsOpen, joinUser } from '@/server/modules/users/user-joins';

export type NewPushSubscription = {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: AppLocale;
  now: Date;
};

/**
 * Saves a subscription by its endpoint. The same user again keeps its cursor (a repeated
 * subscribe pushes nothing twice); another user takes it over from now (nothing of the previous
 * user's, nothing older than the takeover).
 */
export async function upsertSubscription(db: Db, input: NewPushSubscription): Promise<void> {
  const sameUser = sql`${pushSubscriptions.userId} = excluded.user_id`;
  await db
    .insert(pushSubscriptions)
    .values({
      userId: input.userId,
      endpoint: input.endpoint,
      p256dh: input.p256dh,
      auth: input.auth,
      locale: input.locale,
      createdAt: input.now,
      pushedUpTo: input.now,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: sql`excluded.user_id`,
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        locale: sql`excluded.locale`,
        createdAt: sql`CASE WHEN ${sameUser} THEN ${pushSubscriptions.createdAt} ELSE excluded.created_at END`,
        pushedUpTo: sql`CASE WHEN ${sameUser} THEN ${pushSubscriptions.pushedUpTo} ELSE excluded.pushed_up_to END`,
      },
    });
}

/**
 * Keeps a user's newest `keep` subscriptions and removes the rest: each is a request the job
 * makes every time something happens to them, so a script subscribing endpoint after endpoint
 * must not grow that without bound. A person's devices fit easily.
 */
export async function trimSubscriptionsOf(db: Db, userId: number, keep: number): Promise<void> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(sql`${pushSubscriptions.createdAt} DESC, ${pushSubscriptions.id} DESC`)
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

export async function deleteSubscriptionOf(
  db: Db,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Every subscription of one user, at account deletion and its purge (decision 021). */
export async function deleteSubscriptionsOfUser(db: Db, userId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** A user's subscriptions for their data export, oldest first. */
export async function subscriptionsOfUser(db: Db, userId: number): Promise<PushSubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.createdAt, pushSubscriptions.id);
}

export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Subscriptions of deleted accounts (decision 021): nothing more is pushed to them. */
export async function deleteSubscriptionsOfDeletedAccounts(db: Db): Promise<void> {
  const ofDeletedAccounts = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(...joinUser(pushSubscriptions.userId))
    .where(sql`NOT ${accountIsOpen}`);
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ofDeletedAccounts));
}

/** Every live account's subscriptions, oldest first. */
export async function listSubscriptions(db: Db): Promise<PushSubscriptionRow[]> {
  const rows = await db
    .select({ subscription: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(...joinUser(pushSubscriptions.userId))
    .where(accountIsOpen)
    .orderBy(pushSubscriptions.id);
  return rows.map((row) => row.subscription);
}

/** Forward only, and only while the endpoint is still this user's. */
export async function advanceCursor(
  db: Db,
  subscription: Pick<PushSubscriptionRow, 'id' | 'userId'>,
  upTo: Date,
): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({
      pushedUpTo: sql`GREATEST(${pushSubscriptions.pushedUpTo}, ${upTo.toISOString()}::timestamptz)`,
    })
    .where(
      and(
        eq(pushSubscriptions.id, subscription.id),
        eq(pushSubscriptions.userId, subscription.userId),
      ),
    );
}
