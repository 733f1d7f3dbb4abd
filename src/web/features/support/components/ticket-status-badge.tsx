import { type TicketStatus } from '@/shared/rules/support';
import { cn } from '@/web/lib/cn';
import { ticketStatusLabel } from '@/web/i18n/labels';

const tones: Record<TicketStatus, string> = {
  open: 'bg-primary/15 text-primary',
  in_progress: 'bg-amber-500/15 text-amber-300',
  closed: 'bg-surface-raised text-muted',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', tones[status])}>
      {ticketStatusLabel(status)}
    </span>
  );
}
