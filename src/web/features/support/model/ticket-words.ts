import type { Ticket, TicketMessage, TicketSummary } from '@/shared/contract/support';
import { noticeWords } from '@/shared/i18n/ticket-notice';
import { currentLocale } from '@/web/i18n/i18n';

/**
 * A ticket's subject as the reader sees it: an office notice (kind and parameters, decision
 * 031) in the language in use; any other ticket, and a notice from before migration 0025, as
 * stored.
 */
export function ticketSubject(ticket: Pick<TicketSummary, 'subject' | 'notice'>): string {
  return ticket.notice ? noticeWords(ticket.notice, currentLocale()).subject : ticket.subject;
}

/** A message's text: a notice's first message, the office's, in the language in use. */
export function ticketMessageText(
  ticket: Pick<Ticket, 'notice' | 'messages'>,
  message: TicketMessage,
): string {
  const isNotice = ticket.notice && message.isAdminReply && ticket.messages[0]?.id === message.id;
  return isNotice && ticket.notice
    ? noticeWords(ticket.notice, currentLocale()).message
    : message.message;
}
