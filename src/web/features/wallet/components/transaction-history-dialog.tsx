import { ReceiptText } from 'lucide-react';
import type { Transaction } from '@/shared/contract/endpoints/wallet';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { ErrorState } from '@/web/components/ui/error-state';
import { PageLoader } from '@/web/components/ui/page-loader';
import { useTransactions } from '@/web/features/wallet/api/get-transactions';
import { formatSignedEuros } from '@/web/features/wallet/components/euro-amount';
import { ledgerLine } from '@/web/features/wallet/components/ledger-line';
import { cn } from '@/web/lib/cn';
import { formatDate } from '@/web/lib/format-date';
import { m } from '@/web/i18n/i18n';

export type TransactionHistoryDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** 'Transaction History': every movement of the wallet, newest first. */
export function TransactionHistoryDialog({ open, onOpenChange }: TransactionHistoryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent title={m.wallet_history_title()}>
          <TransactionList />
        </DialogContent>
      )}
    </Dialog>
  );
}

function TransactionList() {
  const query = useTransactions();
  if (query.isPending) return <PageLoader className="p-6" />;
  if (query.isError) {
    return <ErrorState message={m.wallet_history_error()} onRetry={() => void query.refetch()} />;
  }
  if (query.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 p-6 text-center">
        <ReceiptText aria-hidden="true" className="size-8 text-muted" />
        <p className="font-semibold">{m.wallet_history_empty()}</p>
        <p className="text-sm text-muted">{m.wallet_history_empty_text()}</p>
      </div>
    );
  }
  return (
    <ul aria-label={m.wallet_transactions()} className="flex flex-col divide-y divide-border">
      {query.data.map((transaction) => (
        <TransactionRow key={transaction.id} transaction={transaction} />
      ))}
    </ul>
  );
}

const statusLabels: Record<Transaction['status'], () => string> = {
  completed: m.wallet_status_completed,
  pending: m.wallet_status_pending,
  failed: m.wallet_status_failed,
};

function TransactionRow({ transaction }: { transaction: Transaction }) {
  const incoming = transaction.amount >= 0;
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="text-sm font-medium break-words">{ledgerLine(transaction)}</span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-muted">
          <time dateTime={transaction.createdAt}>{formatDate(transaction.createdAt)}</time>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 font-medium ring-1',
              transaction.status === 'completed' && 'text-emerald-300 ring-emerald-400/40',
              transaction.status === 'pending' && 'text-primary ring-primary/40',
              transaction.status === 'failed' && 'text-danger ring-danger/50',
            )}
          >
            {statusLabels[transaction.status]()}
          </span>
        </span>
      </div>
      <span
        className={cn(
          'shrink-0 font-semibold tabular-nums',
          incoming ? 'text-emerald-400' : 'text-fg',
        )}
      >
        {formatSignedEuros(transaction.amount)}
      </span>
    </li>
  );
}
