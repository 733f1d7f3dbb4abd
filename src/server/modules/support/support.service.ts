import type {
  CreateTicketBody,
  Ticket,
  TicketReplyBody,
  TicketSummary,
  TicketNotice,
} from '@/shared/contract/support';
import type { TicketStatus } from '@/shared/rules/support';
import type { Db } from '@/server/db/client';
import type { UserRow } from '@/server/db/schema/users';
import type { AuditService } from '@/server/modules/audit/audit.service';
import { assertCan, ticketNotFound } from './support.policy';
import { presentTicket, presentTicketSummary } from './support.presenter';
import * as repo from './support.repository';
import { answersTo } from './support-activity.repository';

const LIST_LIMIT = 500;

type Reader = Pick<UserRow, 'id' | 'isAdmin'>;

export function createSupportService(deps: { db: Db; audit: Pick<AuditService, 'record'> }) {
  const { db, audit } = deps;

  async function readTicket(tx: Db, reader: Reader, id: number): Promise<Ticket> {
    const row = await repo.findTicket(tx, id, reader);
    if (!row) throw ticketNotFound();
    return presentTicket(row, await repo.messagesOf(tx, id));
  }

  /** One message into a ticket, in the caller's transaction; its writer has read it all. */
  async function addMessage(tx: Db, author: Reader, ticketId: number, message: string) {
    await repo.insertMessage(tx, {
      ticketId,
      senderId: author.id,
      message,
      isAdminReply: author.isAdmin,
    });
    await repo.touchTicket(tx, ticketId);
    await repo.markRead(tx, ticketId, author.id);
  }

  return {
    /** Activity (decision 028): the office's replies on the user's tickets, newest first. */
    activityOf: (userId: number, limit: number) => answersTo(deps.db, userId, limit),

    async tickets(viewer: UserRow): Promise<TicketSummary[]> {
      const rows = await repo.listTickets(db, viewer, { ownerId: viewer.id, limit: LIST_LIMIT });
      return rows.map(presentTicketSummary);
    },

    /** Every ticket, for the support desk; unread counts are the admin's. */
    async allTickets(admin: UserRow): Promise<TicketSummary[]> {
      const rows = await repo.listTickets(db, admin, { limit: LIST_LIMIT });
      return rows.map(presentTicketSummary);
    },

    /** Opening a ticket marks what it holds as read by this reader. */
    async ticket(viewer: UserRow, id: number): Promise<Ticket> {
      const row = await repo.findTicket(db, id, viewer);
      assertCan(viewer, 'read', row);
      await repo.markRead(db, id, viewer.id);
      return readTicket(db, viewer, id);
    },

    async create(viewer: UserRow, body: CreateTicketBody & { category: Ticket['category'] }) {
      return db.transaction(async (tx) => {
        const ticket = await repo.insertTicket(tx, {
          userId: viewer.id,
          subject: body.subject,
          category: body.category,
        });
        await addMessage(tx, viewer, ticket.id, body.message);
        return readTicket(tx, viewer, ticket.id);
      });
    },

    /** The owner or the admin (flagged `isAdminReply`); never into a closed ticket. */
    async reply(viewer: UserRow, id: number, body: TicketReplyBody): Promise<Ticket> {
      return db.transaction(async (tx) => {
        const ticket = await repo.lockTicket(tx, id);
        assertCan(viewer, 'reply', ticket);
        await addMessage(tx, viewer, id, body.message);
        if (viewer.isAdmin) {
          await audit.record(
            tx,
            viewer,
            'ticket.reply',
            { type: 'ticket', id },
            {
              ownerId: ticket.userId,
              length: body.message.length,
            },
          );
        }
        return readTicket(tx, viewer, id);
      });
    },

    /** Admin only (the route's access): Start, Reopen, Close. */
    async setStatus(admin: UserRow, id: number, status: TicketStatus): Promise<Ticket> {
      return db.transaction(async (tx) => {
        const ticket = await repo.lockTicket(tx, id);
        if (!ticket) throw ticketNotFound();
        await repo.touchTicket(tx, id, status);
        await audit.record(
          tx,
          admin,
          'ticket.status',
          { type: 'ticket', id },
          {
            from: ticket.status,
            to: status,
          },
        );
        return readTicket(tx, admin, id);
      });
    },

    /**
     * A ticket the support desk opens for a user (a moderation decision tells its creator),
     * inside the caller's transaction; it arrives unread, so the user's My tab shows the dot.
     */
    async openForUser(
      tx: Db,
      admin: UserRow,
      userId: number,
      content: { subject: string; message: string; notice: TicketNotice },
    ): Promise<number> {
      const ticket = await repo.insertTicket(tx, {
        userId,
        subject: content.subject,
        notice: content.notice,
        category: 'general',
      });
      await addMessage(tx, admin, ticket.id, content.message);
      return ticket.id;
    },

    openCount: () => repo.countOpen(db),

    /** The account's tickets with their whole conversations, for 'Download my data'. */
    async ticketsForExport(owner: UserRow): Promise<Ticket[]> {
      const rows = await repo.ticketsOfOwner(db, owner);
      return Promise.all(
        rows.map(async (row) => presentTicket(row, await repo.messagesOf(db, row.id))),
      );
    },

    /**
     * A deleted account's tickets, in the deletion's transaction: out of the support desk, the
     * office's counts and every reply at once (decision 021). The purge calls it again for a
     * ticket the office opened for the account after it was deleted.
     */
    forgetTicketsOf: (tx: Db, userId: number) => repo.deleteTicketsOf(tx, userId),
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
