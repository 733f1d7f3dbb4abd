import type { Ticket, TicketSummary } from '@/shared/contract/support';
import type { TicketSummaryRow } from './support.repository';
import type * as repo from './support.repository';

type MessageRow = Awaited<ReturnType<typeof repo.messagesOf>>[number];

export function presentTicketSummary(row: TicketSummaryRow): TicketSummary {
  return {
    id: row.id,
    subject: row.subject,
    notice: row.notice ?? null,
    category: row.category,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    unreadCount: row.unreadCount,
    messageCount: row.messageCount,
    user: row.ownerNickname ? { id: row.userId, nickname: row.ownerNickname } : null,
  };
}

/** Messages are plain text: sent as stored, the web app renders them as text, never HTML. */
export function presentTicket(row: TicketSummaryRow, messages: MessageRow[]): Ticket {
  return {
    ...presentTicketSummary(row),
    messages: messages.map((message) => ({
      id: message.id,
      message: message.message,
      isAdminReply: message.isAdminReply,
      createdAt: message.createdAt.toISOString(),
      sender: message.senderNickname ? { nickname: message.senderNickname } : null,
    })),
  };
}
