import { lazyDialog } from '@/web/components/ui/lazy-dialog';
import type { TicketDialogProps } from '@/web/features/support/components/ticket-dialog';

/** A support ticket's conversation, loaded when a ticket is first opened (lazy-dialog.tsx). */
export const TicketDialog = lazyDialog<TicketDialogProps, 'TicketDialog'>(
  () => import('@/web/features/support/components/ticket-dialog'),
  'TicketDialog',
  ({ ticketId }) => ticketId !== null,
);
