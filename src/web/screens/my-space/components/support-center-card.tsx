import { LifeBuoy, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { InlineError } from '@/web/components/ui/inline-error';
import { useMyTickets } from '@/web/features/support/api/support-queries';
import { TicketDialog } from '@/web/features/support/components/lazy-dialogs';
import { TicketStatusBadge } from '@/web/features/support/components/ticket-status-badge';
import { formatTicketDate } from '@/web/features/support/model/ticket-dates';
import { NewTicketDialog } from '@/web/screens/my-space/components/lazy-dialogs';
import { ticketCategoryLabel } from '@/web/i18n/labels';
import { m } from '@/web/i18n/i18n';
import { ticketSubject } from '@/web/features/support/model/ticket-words';

/** 'Support Center': the user's tickets, a new ticket, and each ticket's conversation. */
export function SupportCenterCard() {
  const query = useMyTickets();
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <section
      id="support-center"
      aria-labelledby="support-center-heading"
      aria-busy={query.isPending}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      {/* Wraps on a 320 px phone: the Greek title and button are wider than one row there. */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="support-center-heading"
          className="flex min-w-0 items-center gap-2 text-lg font-semibold"
        >
          <LifeBuoy aria-hidden="true" className="size-5" />
          {m.myspace_support_title()}
        </h2>
        <Button variant="secondary" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {m.myspace_new_ticket()}
        </Button>
      </div>
      {query.isError ? (
        <InlineError message={m.myspace_tickets_error()} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <div className="h-16 animate-pulse rounded-lg bg-surface-raised" />
      ) : query.data.length === 0 ? (
        <p className="text-sm text-muted">{m.myspace_tickets_empty()}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {query.data.map((ticket) => (
            <li key={ticket.id}>
              <button
                type="button"
                onClick={() => setOpenId(ticket.id)}
                className="flex w-full flex-col gap-1 rounded-lg bg-canvas px-3 py-2 text-left hover:bg-surface-raised"
              >
                <span className="flex items-center justify-between gap-2">
                  {/* A subject may be one long word (a link, a payment id): it wraps anywhere. */}
                  <span className="min-w-0 font-medium wrap-anywhere">{ticketSubject(ticket)}</span>
                  <TicketStatusBadge status={ticket.status} />
                </span>
                <span className="flex flex-wrap items-center gap-2 text-xs text-muted">
                  <span>{ticketCategoryLabel(ticket.category)}</span>
                  <span>
                    {m.myspace_ticket_created_on({ date: formatTicketDate(ticket.createdAt) })}
                  </span>
                  <span>
                    {m.myspace_ticket_updated_on({ date: formatTicketDate(ticket.updatedAt) })}
                  </span>
                  {ticket.unreadCount > 0 && (
                    <span className="rounded-full bg-primary px-2 py-0.5 font-semibold text-primary-fg">
                      {m.myspace_unread({ count: ticket.unreadCount })}
                    </span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <NewTicketDialog open={creating} onClose={() => setCreating(false)} />
      <TicketDialog ticketId={openId} onClose={() => setOpenId(null)} />
    </section>
  );
}
