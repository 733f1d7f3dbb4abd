import type { ComponentProps } from 'react';
import { lazyDialog } from '@/web/components/ui/lazy-dialog';
import type { DeleteAccountDialogProps } from '@/web/screens/my-space/components/delete-account-dialog';
import type { DeleteMessageDialogProps } from '@/web/screens/my-space/components/delete-message-dialog';
import type { EditMessageDialogProps } from '@/web/screens/my-space/components/edit-message-dialog';
import type { RecoveryCodeDialogProps } from '@/web/screens/my-space/components/recovery-code-dialog';
import type { NewTicketDialog as NewTicket } from '@/web/screens/my-space/components/new-ticket-dialog';

// My Space's own dialogs, each loaded when it first opens (lazy-dialog.tsx): the page paints
// without Radix Dialog, and without the react-hook-form the edit form brings.

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

export const DeleteAccountDialog = lazyDialog<DeleteAccountDialogProps, 'DeleteAccountDialog'>(
  () => import('@/web/screens/my-space/components/delete-account-dialog'),
  'DeleteAccountDialog',
  ({ open }) => open,
);

export const RecoveryCodeDialog = lazyDialog<RecoveryCodeDialogProps, 'RecoveryCodeDialog'>(
  () => import('@/web/screens/my-space/components/recovery-code-dialog'),
  'RecoveryCodeDialog',
  ({ open }) => open,
);
