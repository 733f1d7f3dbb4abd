import { useState, type ReactNode } from 'react';
import { useCurrentUser } from '@/web/features/auth/api/get-current-user';
import { keepReply, readKeptReply } from '@/web/features/support/model/kept-ticket';
import { sessionEnded } from '@/web/lib/session-ended';
import { Dialog, DialogContent, whenClosed } from '@/web/components/ui/dialog';
import { ErrorState } from '@/web/components/ui/error-state';
import { Spinner } from '@/web/components/ui/spinner';
import { useTicket } from '@/web/features/support/api/support-queries';
import { TicketReplyBox } from '@/web/features/support/components/ticket-reply-box';
import { TicketStatusBadge } from '@/web/features/support/components/ticket-status-badge';
import { formatTicketDateTime } from '@/web/features/support/model/ticket-dates';
import { cn } from '@/web/lib/cn';
import { ticketCategoryLabel } from '@/web/i18n/labels';
import { m } from '@/web/i18n/i18n';
import { ticketMessageText, ticketSubject } from '@/web/features/support/model/ticket-words';

export type TicketDialogProps = {
  ticketId: number | null;
  onClose: () => void;
  /** The office's view: support's words, and its status buttons in `actions`. */
  asSupport?: boolean;
  actions?: ReactNode;
};

/**
 * A ticket's conversation: support's replies labelled and highlighted, dates as 'MMM dd, yyyy
 * HH:mm', and a reply box unless the ticket is closed. Messages are shown as text, never HTML.
 */
export function TicketDialog({ ticketId, onClose, asSupport = false, actions }: TicketDialogProps) {
  const query = useTicket(ticketId);
  const ticket = query.data;
  // The reply being written, of this ticket only. Refused because the ticket was closed
  // meanwhile, the box gives way to 'closed', and the text stays on screen to copy.
  // It is kept on the phone as it is typed: a reload or a closed tab gives it back when the
  // ticket is opened again.
  const userId = useCurrentUser().data?.id ?? null;
  // Until typed in, it is the one kept for the ticket open now (none yet: the empty box).
  const [draft, setDraft] = useState<{ ticketId: number | null; text: string }>({
    ticketId: null,
    text: '',
  });
  const reply =
    draft.ticketId === ticketId
      ? draft.text
      : userId !== null && ticketId !== null
        ? readKeptReply(userId, ticketId)
        : '';
  const setReply = (text: string) => {
    setDraft({ ticketId, text });
    if (userId !== null && ticketId !== null && !sessionEnded()) keepReply(userId, ticketId, text);
  };
  return (
    <Dialog open={ticketId !== null} onOpenChange={whenClosed(onClose)}>
      <DialogContent title={ticket ? `#${ticket.id} ${ticketSubject(ticket)}` : m.support_ticket()}>
        {query.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : query.isError || !ticket ? (
          <ErrorState message={m.support_load_failed()} onRetry={() => void query.refetch()} />
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
              <TicketStatusBadge status={ticket.status} />
              <span>{ticketCategoryLabel(ticket.category)}</span>
              {asSupport && <span>{ticket.user?.nickname ?? m.support_unknown_user()}</span>}
            </div>
            {actions}
            <ol aria-label={m.support_conversation()} className="flex flex-col gap-2">
              {ticket.messages.map((message) => (
                <li
                  key={message.id}
                  className={cn(
                    'flex flex-col gap-1 rounded-lg px-3 py-2',
                    message.isAdminReply ? 'border border-primary/40 bg-primary/10' : 'bg-canvas',
                  )}
                  data-support-reply={message.isAdminReply ? 'true' : undefined}
                >
                  <span className="text-xs font-semibold text-muted">
                    {message.isAdminReply
                      ? m.support_support()
                      : (message.sender?.nickname ?? m.support_unknown_user())}
                    {' · '}
                    {formatTicketDateTime(message.createdAt)}
                  </span>
                  <p className="text-sm break-words whitespace-pre-wrap">
                    {ticketMessageText(ticket, message)}
                  </p>
                </li>
              ))}
            </ol>
            {ticket.status === 'closed' ? (
              <>
                <p className="text-sm text-muted">{m.support_closed()}</p>
                {reply.trim() && (
                  <div className="flex flex-col gap-1">
                    <p className="text-sm">{m.support_reply_not_sent()}</p>
                    <p className="rounded-lg bg-canvas px-3 py-2 text-sm break-words whitespace-pre-wrap select-text">
                      {reply}
                    </p>
                  </div>
                )}
              </>
            ) : (
              <TicketReplyBox
                ticketId={ticket.id}
                asSupport={asSupport}
                text={reply}
                onTextChange={setReply}
              />
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
