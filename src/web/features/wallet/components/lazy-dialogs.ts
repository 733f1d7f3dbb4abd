import { lazyDialog } from '@/web/components/ui/lazy-dialog';
import type { ReactivateMessageDialogProps } from '@/web/features/wallet/components/reactivate-message-dialog';
import type { TopUpDialogProps } from '@/web/features/wallet/components/top-up-dialog';
import type { TransactionHistoryDialogProps } from '@/web/features/wallet/components/transaction-history-dialog';
import type { WithdrawDialogProps } from '@/web/features/wallet/components/withdraw-dialog';

// The wallet's dialogs, each loaded when it first opens (lazy-dialog.tsx): the screens that
// offer them (Home's create form, My Space) paint without their forms and payment code.

export const TopUpDialog = lazyDialog<TopUpDialogProps, 'TopUpDialog'>(
  () => import('@/web/features/wallet/components/top-up-dialog'),
  'TopUpDialog',
  ({ open }) => open,
);

export const WithdrawDialog = lazyDialog<WithdrawDialogProps, 'WithdrawDialog'>(
  () => import('@/web/features/wallet/components/withdraw-dialog'),
  'WithdrawDialog',
  ({ open }) => open,
);

export const TransactionHistoryDialog = lazyDialog<
  TransactionHistoryDialogProps,
  'TransactionHistoryDialog'
>(
  () => import('@/web/features/wallet/components/transaction-history-dialog'),
  'TransactionHistoryDialog',
  ({ open }) => open,
);

export const ReactivateMessageDialog = lazyDialog<
  ReactivateMessageDialogProps,
  'ReactivateMessageDialog'
>(
  () => import('@/web/features/wallet/components/reactivate-message-dialog'),
  'ReactivateMessageDialog',
  ({ photo }) => photo !== null,
);
