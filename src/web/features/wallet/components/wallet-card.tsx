import { ArrowDownToLine, History, Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import { formatEuros, m } from '@/web/i18n/i18n';
import { Button } from '@/web/components/ui/button';
import { InlineError } from '@/web/components/ui/inline-error';
import { useWallet } from '@/web/features/wallet/api/get-wallet';
import { PendingRewards } from '@/web/features/wallet/components/pending-rewards';
import {
  TopUpDialog,
  TransactionHistoryDialog,
  WithdrawDialog,
} from '@/web/features/wallet/components/lazy-dialogs';
import { usePaymentReturn } from '@/web/features/wallet/hooks/use-payment-return';
import { cn } from '@/web/lib/cn';

/** The id 'Top up to Reactivate' scrolls to. */
export const WALLET_SECTION_ID = 'wallet';

type OpenDialog = 'top-up' | 'withdraw' | 'history' | null;

/** My Space's wallet: balances, Top Up, Withdraw and Transaction History (SPEC 2). */
export function WalletCard() {
  const query = useWallet();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  usePaymentReturn();
  const wallet = query.data;
  const dialogProps = (name: Exclude<OpenDialog, null>) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
  });

  return (
    <section
      id={WALLET_SECTION_ID}
      aria-labelledby="wallet-heading"
      aria-busy={query.isPending}
      className="flex scroll-mt-20 flex-col gap-4 rounded-2xl border border-border bg-surface p-4"
    >
      <h2 id="wallet-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Wallet aria-hidden="true" className="size-5 text-primary" />
        {m.wallet_title()}
      </h2>

      {query.isError ? (
        <InlineError message={m.wallet_load_error()} onRetry={() => void query.refetch()} />
      ) : (
        <dl className="grid grid-cols-2 gap-2">
          <div className="col-span-2 flex flex-col gap-0.5 rounded-lg bg-canvas px-3 py-3">
            <dt className="text-xs text-muted">{m.wallet_balance()}</dt>
            <dd className="text-3xl font-bold tabular-nums">
              {wallet ? formatEuros(wallet.balance) : <Placeholder wide />}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5 rounded-lg bg-canvas px-3 py-2">
            <dt className="text-xs text-muted">{m.wallet_withdrawable()}</dt>
            <dd className="text-lg font-semibold text-emerald-400 tabular-nums">
              {wallet ? formatEuros(wallet.withdrawableBalance) : <Placeholder />}
            </dd>
          </div>
          <div className="flex flex-col gap-0.5 rounded-lg bg-canvas px-3 py-2">
            <dt className="text-xs text-muted">{m.wallet_underprint_rewards()}</dt>
            <dd className="text-lg font-semibold text-primary tabular-nums">
              {wallet ? formatEuros(wallet.underprintRewards) : <Placeholder />}
            </dd>
          </div>
        </dl>
      )}
      {wallet && <PendingRewards wallet={wallet} />}
      <p className="text-xs text-muted">{m.wallet_explainer()}</p>

      <div className="grid grid-cols-2 gap-2">
        <Button onClick={() => setDialog('top-up')}>
          <Plus aria-hidden="true" />
          {m.wallet_top_up()}
        </Button>
        <Button variant="secondary" disabled={!wallet} onClick={() => setDialog('withdraw')}>
          <ArrowDownToLine aria-hidden="true" />
          {m.wallet_withdraw()}
        </Button>
        <Button variant="ghost" className="col-span-2" onClick={() => setDialog('history')}>
          <History aria-hidden="true" />
          {m.wallet_history_title()}
        </Button>
      </div>

      <TopUpDialog {...dialogProps('top-up')} />
      {wallet && (
        <WithdrawDialog
          {...dialogProps('withdraw')}
          withdrawableBalance={wallet.withdrawableBalance}
        />
      )}
      <TransactionHistoryDialog {...dialogProps('history')} />
    </section>
  );
}

function Placeholder({ wide = false }: { wide?: boolean }) {
  return (
    <span
      className={cn(
        'block animate-pulse rounded bg-surface-raised',
        wide ? 'h-9 w-28' : 'h-7 w-16',
      )}
    />
  );
}
