import { lazyDialog } from '@/web/components/ui/lazy-dialog';
import type { MessageDetailsDialogProps } from '@/web/features/photos/components/message-details-dialog';
import type {
  ShareDialogProps,
  ShareLinkDialogProps,
} from '@/web/features/photos/components/share-dialog';

// A message's dialogs, each loaded when it first opens (lazy-dialog.tsx): a list of messages
// paints without them.

export const MessageDetailsDialog = lazyDialog<MessageDetailsDialogProps, 'MessageDetailsDialog'>(
  () => import('@/web/features/photos/components/message-details-dialog'),
  'MessageDetailsDialog',
  ({ photo }) => photo !== null,
);

export const ShareDialog = lazyDialog<ShareDialogProps, 'ShareDialog'>(
  () => import('@/web/features/photos/components/share-dialog'),
  'ShareDialog',
  ({ open }) => open,
);

export const ShareLinkDialog = lazyDialog<ShareLinkDialogProps, 'ShareLinkDialog'>(
  () => import('@/web/features/photos/components/share-dialog'),
  'ShareLinkDialog',
  ({ open, link }) => open && link !== null,
);
