import { RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import {
  OFFICE_TICKET_CATEGORIES,
  TICKET_STATUSES,
  type TicketStatus,
} from '@/shared/rules/support';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/use-toast';
import { useOfficeTickets, useSetTicketStatus } from '@/web/features/support/api/support-queries';
import { TicketDialog } from '@/web/features/support/components/lazy-dialogs';
import { TicketStatusBadge } from '@/web/features/support/components/ticket-status-badge';
import { formatTicketDate } from '@/web/features/support/model/ticket-dates';
import { m } from '@/web/i18n/i18n';
import { messagesText } from '@/web/screens/office/components/dashboard-tab';
import { ticketCategoryLabel, ticketStatusLabel } from '@/web/i18n/labels';
import { ticketSubject } from '@/web/features/support/model/ticket-words';

/** Start on an open ticket, Reopen otherwise; Close unless closed (SPEC 2, issue 12). */
function StatusActions({ ticketId, status }: { ticketId: number; status: TicketStatus }) {
  const change = useSetTicketStatus(ticketId);
  const set = (next: TicketStatus) =>
    change.mutate(next, {
      onSuccess: () =>
        toast({
          title: m.office_status_updated(),
          description: m.office_status_updated_text(),
        }),
      onError: () =>
        toast({
          variant: 'destructive',
          title: m.office_error(),
          description: m.office_status_failed(),
        }),
    });
  return (
    <div className="flex gap-2">
      {status === 'open' ? (
        <Button variant="secondary" disabled={change.isPending} onClick={() => set('in_progress')}>
          {m.office_start()}
        </Button>
      ) : (
        <Button variant="secondary" disabled={change.isPending} onClick={() => set('open')}>
          {m.office_reopen()}
        </Button>
      )}
      {status !== 'closed' && (
        <Button
          variant="secondary"
          // The dialog's own X is 'Close' too: this one names what it closes.
          aria-label={m.office_close_ticket()}
          disabled={change.isPending}
          onClick={() => set('closed')}
        >
          {m.office_close()}
        </Button>
      )}
    </div>
  );
}

export function SupportDashboard() {
  const ids = { status: useId(), category: useId() };
  const query = useOfficeTickets();
  const [status, setStatus] = useState('all');
  const [category, setCategory] = useState('all');
  const [openId, setOpenId] = useState<number | null>(null);
  const tickets = query.data ?? [];
  const shown = tickets.filter(
    (ticket) =>
      (status === 'all' || ticket.status === status) &&
      (category === 'all' || ticket.category === category),
  );
  const opened = tickets.find((ticket) => ticket.id === openId);
  const count = (s: TicketStatus) => tickets.filter((ticket) => ticket.status === s).length;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <dl className="grid flex-1 grid-cols-3 gap-2 text-center">
          {TICKET_STATUSES.map((s) => (
            <div key={s} className="rounded-lg bg-canvas px-2 py-1">
              <dt className="text-xs text-muted">{ticketStatusLabel(s)}</dt>
              <dd className="text-lg font-bold tabular-nums">{count(s)}</dd>
            </div>
          ))}
        </dl>
        <Button
          variant="secondary"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          <RefreshCw aria-hidden="true" />
          {m.office_refresh()}
        </Button>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.status}>{m.office_status()}</Label>
          <select
            id={ids.status}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            className="h-11 rounded-lg border border-border bg-canvas px-2 text-sm"
          >
            <option value="all">{m.office_all()}</option>
            {TICKET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ticketStatusLabel(s)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={ids.category}>{m.office_category()}</Label>
          <select
            id={ids.category}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            className="h-11 rounded-lg border border-border bg-canvas px-2 text-sm"
          >
            <option value="all">{m.office_all()}</option>
            {OFFICE_TICKET_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {ticketCategoryLabel(c)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {query.isError ? (
        <p role="alert" className="text-sm text-muted">
          {m.office_tickets_failed()}
        </p>
      ) : query.isPending ? (
        <div className="h-16 animate-pulse rounded-lg bg-surface-raised" />
      ) : shown.length === 0 ? (
        <div className="rounded-lg bg-canvas p-4 text-center">
          <p className="font-semibold">{m.office_no_tickets()}</p>
          <p className="text-sm text-muted">{m.office_no_tickets_text()}</p>
        </div>
      ) : (
        <ul aria-label={m.office_tickets()} className="flex flex-col gap-2">
          {shown.map((ticket) => (
            <li key={ticket.id}>
              <button
                type="button"
                onClick={() => setOpenId(ticket.id)}
                className="flex w-full flex-col gap-1 rounded-lg bg-canvas px-3 py-2 text-left hover:bg-surface-raised"
              >
                <span className="flex items-center justify-between gap-2">
                  <span className="min-w-0 font-medium wrap-anywhere">
                    #{ticket.id} {ticketSubject(ticket)}
                  </span>
                  <TicketStatusBadge status={ticket.status} />
                </span>
                <span className="flex flex-wrap gap-2 text-xs text-muted">
                  <span>{ticketCategoryLabel(ticket.category)}</span>
                  <span>{ticket.user?.nickname ?? m.office_unknown_user()}</span>
                  <span>{messagesText(ticket.messageCount)}</span>
                  <span>{formatTicketDate(ticket.createdAt)}</span>
                  {ticket.unreadCount > 0 && (
                    <span className="text-primary">
                      {m.office_unread({ count: ticket.unreadCount })}
                    </span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <TicketDialog
        ticketId={openId}
        onClose={() => setOpenId(null)}
        asSupport
        actions={opened && <StatusActions ticketId={opened.id} status={opened.status} />}
      />
    </div>
  );
}
