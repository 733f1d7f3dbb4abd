import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { supportMessages, supportTickets } from '@/server/db/schema/support';
import { epochMs, type ActivityEvent } from '@/server/lib/activity-event';

/** The office's replies on a user's own tickets, newest first (decision 028). */
export async function answersTo(db: Db, userId: number, limit: number): Promise<ActivityEvent[]> {
  const rows = await db
    .select({
      id: supportMessages.id,
      ticketId: supportTickets.id,
      subject: supportTickets.subject,
      notice: supportTickets.notice,
      at: epochMs(supportMessages.createdAt),
    })
    .from(supportMessages)
    .innerJoin(supportTickets, eq(supportTickets.id, supportMessages.ticketId))
    .where(and(eq(supportTickets.userId, userId), eq(supportMessages.isAdminReply, true)))
    .orderBy(desc(supportMessages.id))
    .limit(limit);
  return rows.map((row) => ({
    kind: 'ticket_answered',
    sourceId: String(row.id),
    at: row.at,
    ticketId: row.ticketId,
    subject: row.subject,
    notice: row.notice,
  }));
}
