import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { ledgerAccounts, ledgerTransfers, type LedgerAccountKind } from '@/server/db/schema/ledger';
import { rewardHolds } from '@/server/db/schema/reward-holds';

export type AccountOwner = { userId?: number; photoId?: number };

/** Platform accounts may go below zero: money and credits enter the system through them. */
const NEGATIVE_ALLOWED: ReadonlySet<LedgerAccountKind> = new Set([
  'external',
  'credit_issuer',
  'revenue',
]);

/** The account's id, created on first use. */
export async function ensureAccount(
  db: Db,
  kind: LedgerAccountKind,
  owner: AccountOwner = {},
): Promise<number> {
  const allowNegative = NEGATIVE_ALLOWED.has(kind);
  const ownerFilter =
    owner.userId !== undefined
      ? eq(ledgerAccounts.userId, owner.userId)
      : owner.photoId !== undefined
        ? eq(ledgerAccounts.photoId, owner.photoId)
        : sql`${ledgerAccounts.userId} IS NULL AND ${ledgerAccounts.photoId} IS NULL`;
  const find = () =>
    db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.kind, kind), ownerFilter))
      .then((rows) => rows[0]?.id);
  const existing = await find();
  if (existing !== undefined) return existing;
  // Two first uses at once: the unique indexes keep one row, and both read it back.
  await db
    .insert(ledgerAccounts)
    .values({ kind, userId: owner.userId, photoId: owner.photoId, allowNegative })
    .onConflictDoNothing();
  const created = await find();
  if (created === undefined) throw new Error(`ledger account ${kind} could not be created`);
  return created;
}

export function findTransferByKey(db: Db, idempotencyKey: string) {
  return db
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, idempotencyKey))
    .then((rows) => rows[0]);
}

/** Takes `amount` from an account if it may give it; false when the balance is too low. */
export async function debit(db: Db, accountId: number, amountCents: number): Promise<boolean> {
  const rows = await db
    .update(ledgerAccounts)
    .set({ balanceCents: sql`${ledgerAccounts.balanceCents} - ${amountCents}` })
    .where(
      and(
        eq(ledgerAccounts.id, accountId),
        or(
          eq(ledgerAccounts.allowNegative, true),
          sql`${ledgerAccounts.balanceCents} >= ${amountCents}`,
        ),
      ),
    )
    .returning({ id: ledgerAccounts.id });
  return rows.length === 1;
}

export async function credit(db: Db, accountId: number, amountCents: number): Promise<void> {
  await db
    .update(ledgerAccounts)
    .set({ balanceCents: sql`${ledgerAccounts.balanceCents} + ${amountCents}` })
    .where(eq(ledgerAccounts.id, accountId));
}

export async function insertTransfer(db: Db, values: typeof ledgerTransfers.$inferInsert) {
  return db
    .insert(ledgerTransfers)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

/** Balances of accounts, locked for the rest of the transaction. */
export async function lockBalances(db: Db, accountIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, accountIds))
    .orderBy(ledgerAccounts.id)
    .for('update');
  return new Map(rows.map((row) => [row.id, row.balance]));
}

export function balancesOfUser(db: Db, userId: number) {
  return db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
}

export function escrowBalance(db: Db, photoId: number) {
  return db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'escrow'), eq(ledgerAccounts.photoId, photoId)))
    .then((rows) => rows[0]);
}

/**
 * Every transfer into or out of a user's accounts, newest first, with the status of the hold
 * a reward into pending has. A move between two of the user's own accounts (a pending reward's
 * release) is left out: the reward itself is already listed.
 */
export function transfersOfUser(db: Db, userId: number, limit: number) {
  const mine = db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  const fromMine = inArray(ledgerTransfers.fromAccountId, mine);
  const toMine = inArray(ledgerTransfers.toAccountId, mine);
  return db
    .select({
      id: ledgerTransfers.id,
      kind: ledgerTransfers.kind,
      description: ledgerTransfers.description,
      params: ledgerTransfers.params,
      amountCents: ledgerTransfers.amountCents,
      createdAt: ledgerTransfers.createdAt,
      incoming: sql<boolean>`${ledgerTransfers.toAccountId} IN ${mine}`.mapWith(Boolean),
      holdStatus: rewardHolds.status,
    })
    .from(ledgerTransfers)
    .leftJoin(rewardHolds, eq(rewardHolds.transferId, ledgerTransfers.id))
    .where(and(or(fromMine, toMine), sql`NOT (${fromMine} AND ${toMine})`))
    .orderBy(desc(ledgerTransfers.id))
    .limit(limit);
}

/**
 * What a finder was paid for each of these messages, in cents: the reward shares into their
 * accounts, less those the office returned to the creator after review. Found through the
 * user's accounts (ledger_transfers_to_idx / _from_idx), so it reads their history only.
 */
export async function rewardsReceivedFor(
  db: Db,
  userId: number,
  photoIds: number[],
): Promise<Map<number, number>> {
  if (photoIds.length === 0) return new Map();
  const mine = db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  const paid = and(eq(ledgerTransfers.kind, 'reward'), inArray(ledgerTransfers.toAccountId, mine));
  const returned = and(
    eq(ledgerTransfers.kind, 'reward_return'),
    inArray(ledgerTransfers.fromAccountId, mine),
  );
  const rows = await db
    .select({
      photoId: ledgerTransfers.photoId,
      cents:
        sql<number>`sum(CASE WHEN ${ledgerTransfers.kind} = 'reward' THEN ${ledgerTransfers.amountCents} ELSE -${ledgerTransfers.amountCents} END)`.mapWith(
          Number,
        ),
    })
    .from(ledgerTransfers)
    .where(and(inArray(ledgerTransfers.photoId, photoIds), or(paid, returned)))
    .groupBy(ledgerTransfers.photoId);
  return new Map(
    rows.flatMap((row) => (row.photoId === null ? [] : [[row.photoId, Math.max(0, row.cents)]])),
  );
}

/** Sum of every account's balance: zero in a consistent double-entry ledger. */
export function ledgerTotal(db: Db) {
  return db
    .select({
      total: sql<number>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .then((rows) => rows[0]!.total);
}

/** All rewards ever paid to finders, in cents (platform stats' "Total Giveaways"). */
export function rewardsPaidCents(db: Db) {
  return db
    .select({
      total: sql<number>`coalesce(sum(${ledgerTransfers.amountCents}), 0)`.mapWith(Number),
    })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.kind, 'reward'))
    .then((rows) => rows[0]!.total);
}

/**
 * The office's money figures, straight from the ledger (issue 12): successful top-ups, the
 * rewards ever put into escrow and by how many messages, what escrow still holds and in how
 * many messages, and what finders were paid out of escrow.
 */
export async function officeFigures(db: Db) {
  const escrowIds = db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, 'escrow'));
  const [transfers] = await db
    .select({
      topups: sql<number>`count(*) filter (where ${ledgerTransfers.kind} = 'top_up')`.mapWith(
        Number,
      ),
      topupCents:
        sql<number>`coalesce(sum(${ledgerTransfers.amountCents}) filter (where ${ledgerTransfers.kind} = 'top_up'), 0)`.mapWith(
          Number,
        ),
      giveaways:
        sql<number>`count(DISTINCT ${ledgerTransfers.toAccountId}) filter (where ${ledgerTransfers.kind} = 'reward_escrow')`.mapWith(
          Number,
        ),
      giveawayCents:
        sql<number>`coalesce(sum(${ledgerTransfers.amountCents}) filter (where ${ledgerTransfers.kind} = 'reward_escrow'), 0)`.mapWith(
          Number,
        ),
      claimedCents:
        sql<number>`coalesce(sum(${ledgerTransfers.amountCents}) filter (where ${ledgerTransfers.kind} = 'reward' AND ${ledgerTransfers.fromAccountId} IN ${escrowIds}), 0)`.mapWith(
          Number,
        ),
    })
    .from(ledgerTransfers);
  const [escrow] = await db
    .select({
      active: sql<number>`count(*) filter (where ${ledgerAccounts.balanceCents} > 0)`.mapWith(
        Number,
      ),
      remainingCents: sql<number>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.kind, 'escrow'));
  return { ...transfers!, ...escrow! };
}

/** Each user's three balances summed, in cents (the office's user search). */
export async function totalBalancesOf(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: ledgerAccounts.userId,
      total: sql<number>`coalesce(sum(${ledgerAccounts.balanceCents}), 0)`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.userId, userIds))
    .groupBy(ledgerAccounts.userId);
  return new Map(rows.map((row) => [row.userId!, row.total]));
}

/** The rewards each message paid this finder, in cents, by message (their data export). */
export async function rewardsReceivedByPhoto(db: Db, userId: number): Promise<Map<number, number>> {
  const mine = db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId));
  const rows = await db
    .select({
      photoId: ledgerTransfers.photoId,
      cents: sql<number>`sum(${ledgerTransfers.amountCents})`.mapWith(Number),
    })
    .from(ledgerTransfers)
    .where(
      and(
        eq(ledgerTransfers.kind, 'reward'),
        inArray(ledgerTransfers.toAccountId, mine),
        isNotNull(ledgerTransfers.photoId),
      ),
    )
    .groupBy(ledgerTransfers.photoId);
  return new Map(rows.map((row) => [row.photoId!, row.cents]));
}
