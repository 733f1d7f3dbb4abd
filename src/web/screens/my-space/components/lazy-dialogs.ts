import type { ComponentProps } from 'react';
import { lazyDialog } from '@/web/components/ui/lazy-dialog';
import type { DeleteMessageDialogProps } from '@/web/screens/my-space/components/delete-message-dialog';
import type { EditMessageDialogProps } from '@/web/screens/my-space/components/edit-message-dialog';
import type { NewTicketDialog as NewTicket } from '@/web/screens/my-space/components/new-ticket-dialog';

// My Space's own dialogs, each loaded when it first opens (lazy-dialog.tsx): the edit form
// brings react-hook-form, which the page itself does not need.

export const EditMessageDialog = lazyDialog<EditMessageDialogProps, 'EditMessageDialog'>(
  () => import('@/web/screens/my-space/components/edit-message-dialog'),
  'EditMessageDialog',
  ({ photo }) => photo !== null,
);

export const DeleteMessageDialog = lazyDialog<DeleteMessageDialogProps, 'DeleteMessageDialog'>(
  () => import('@/web/screens/my-space/components/delete-message-dialog'),
  'DeleteMessageDialog',
  ({ photo }) => photo !== null,
);

export const NewTicketDialog = lazyDialog<ComponentProps<typeof NewTicket>, 'NewTicketDialog'>(
  () => import('@/web/screens/my-space/components/new-ticket-dialog'),
  'NewTicketDialog',
  ({ open }) => open,
);
