import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { supportMessages, supportReads, supportTickets } from '@/server/db/schema/support';
import { creatorColumns, joinUser } from '@/server/modules/users/user-joins';

export type TicketRow = typeof supportTickets.$inferSelect;
export type TicketStatus = TicketRow['status'];

/**
 * A ticket as a list shows it, for one reader: its owner's nickname, its size, and how many
 * messages from the other side (support's replies for the owner, the owner's for the admin)
 * came after the last one this reader opened.
 */
function summaryColumns(readerId: number, readerIsAdmin: boolean) {
  const fromOtherSide = readerIsAdmin ? sql`NOT m.is_admin_reply` : sql`m.is_admin_reply`;
  return {
    id: supportTickets.id,
    userId: supportTickets.userId,
    subject: supportTickets.subject,
    notice: supportTickets.notice,
    category: supportTickets.category,
    status: supportTickets.status,
    createdAt: supportTickets.createdAt,
    updatedAt: supportTickets.updatedAt,
    ownerNickname: creatorColumns.creatorNickname,
    messageCount:
      sql<number>`(SELECT count(*) FROM ${supportMessages} m WHERE m.ticket_id = ${supportTickets.id})`.mapWith(
        Number,
      ),
    unreadCount: sql<number>`(SELECT count(*) FROM ${supportMessages} m
      WHERE m.ticket_id = ${supportTickets.id} AND ${fromOtherSide}
        AND m.id > coalesce((SELECT r.last_read_message_id FROM ${supportReads} r
          WHERE r.ticket_id = ${supportTickets.id} AND r.user_id = ${readerId}), 0))`.mapWith(
      Number,
    ),
  };
}
export type TicketSummaryRow = Awaited<ReturnType<typeof listTickets>>[number];

export function listTickets(
  db: Db,
  reader: { id: number; isAdmin: boolean },
  filter: { ownerId?: number; limit: number },
) {
  const where: SQL | undefined =
    filter.ownerId === undefined ? undefined : eq(supportTickets.userId, filter.ownerId);
  return db
    .select(summaryColumns(reader.id, reader.isAdmin))
    .from(supportTickets)
    .leftJoin(...joinUser(supportTickets.userId))
    .where(where)
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .limit(filter.limit);
}

export function findTicket(db: Db, id: number, reader: { id: number; isAdmin: boolean }) {
  return db
    .select(summaryColumns(reader.id, reader.isAdmin))
    .from(supportTickets)
    .leftJoin(...joinUser(supportTickets.userId))
    .where(eq(supportTickets.id, id))
    .then((rows) => rows[0]);
}

/** The ticket, row-locked: replies and status changes to one ticket take turns. */
export function lockTicket(db: Db, id: number): Promise<TicketRow | undefined> {
  return db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.id, id))
    .for('update')
    .then((rows) => rows[0]);
}

export function messagesOf(db: Db, ticketId: number) {
  return db
    .select({
      id: supportMessages.id,
      message: supportMessages.message,
      isAdminReply: supportMessages.isAdminReply,
      createdAt: supportMessages.createdAt,
      senderNickname: creatorColumns.creatorNickname,
    })
    .from(supportMessages)
    .leftJoin(...joinUser(supportMessages.senderId))
    .where(eq(supportMessages.ticketId, ticketId))
    .orderBy(asc(supportMessages.id));
}

export function insertTicket(
  db: Db,
  values: Pick<TicketRow, 'userId' | 'subject' | 'category'> &
    Partial<Pick<TicketRow, 'notice' | 'status'>>,
): Promise<TicketRow> {
  return db
    .insert(supportTickets)
    .values(values)
    .returning()
    .then((rows) => rows[0]!);
}

export function insertMessage(db: Db, values: typeof supportMessages.$inferInsert) {
  return db
    .insert(supportMessages)
    .values(values)
    .returning({ id: supportMessages.id })
    .then((rows) => rows[0]!);
}

export async function touchTicket(db: Db, id: number, status?: TicketStatus) {
  await db
    .update(supportTickets)
    .set({ updatedAt: sql`now()`, ...(status ? { status } : {}) })
    .where(eq(supportTickets.id, id));
}

/** Everything up to the newest message is read by this reader; the marker only moves forward. */
export async function markRead(db: Db, ticketId: number, userId: number) {
  const newest = sql`(SELECT coalesce(max(id), 0) FROM ${supportMessages} WHERE ticket_id = ${ticketId})`;
  await db
    .insert(supportReads)
    .values({ ticketId, userId, lastReadMessageId: newest })
    .onConflictDoUpdate({
      target: [supportReads.ticketId, supportReads.userId],
      set: {
        lastReadMessageId: sql`greatest(${supportReads.lastReadMessageId}, excluded.last_read_message_id)`,
      },
    });
}

/**
 * Every ticket of an account, for its data export: no list limit, oldest first, read as the
 * owner reads them.
 */
export function ticketsOfOwner(db: Db, owner: { id: number; isAdmin: boolean }) {
  return db
    .select(summaryColumns(owner.id, owner.isAdmin))
    .from(supportTickets)
    .leftJoin(...joinUser(supportTickets.userId))
    .where(eq(supportTickets.userId, owner.id))
    .orderBy(asc(supportTickets.id));
}

/**
 * A deleted account's tickets leave the database with their conversations and read markers
 * (the foreign keys cascade); the account's own markers on any other ticket go too.
 */
export async function deleteTicketsOf(db: Db, userId: number): Promise<number> {
  const gone = await db
    .delete(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .returning({ id: supportTickets.id });
  await db.delete(supportReads).where(eq(supportReads.userId, userId));
  return gone.length;
}

export function countOpen(db: Db): Promise<number> {
  return db
    .select({ n: count() })
    .from(supportTickets)
    .where(and(eq(supportTickets.status, 'open')))
    .then((rows) => rows[0]?.n ?? 0);
}
