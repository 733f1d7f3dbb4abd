import { ReceiptText, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { centsToEuros, eurosToCents, rewardPerScanCents } from '@/shared/rules/money';
import { countForm, formatEuros, m } from '@/web/i18n/i18n';
import { FREE_DISCOVERIES_PER_DAY } from '@/shared/rules/pricing';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useScanPricingCheck } from '@/web/features/wallet/api/check-scan-pricing';
import { TopUpDialog } from '@/web/features/wallet/components/lazy-dialogs';
import { useDebouncedValue } from '@/web/features/wallet/hooks/use-debounced-value';

export type DiscoveryCostSummaryProps = {
  /** The message's scan limit. */
  maxScans: number;
  /** The reward total in euros, 0 without rewards. */
  rewardAmount: number;
  /**
   * False while the form is mounted but not on screen (Home keeps its form behind the list):
   * nothing is priced until someone is creating.
   */
  enabled?: boolean;
};

/**
 * What creating the message will take from the wallet, priced by the server with the very
 * function the create call charges with, so what is shown is what is paid.
 */
export function DiscoveryCostSummary({
  maxScans,
  rewardAmount,
  enabled = true,
}: DiscoveryCostSummaryProps) {
  // Priced once typing pauses, not per keystroke.
  const requestedScans = useDebouncedValue(maxScans, 300);
  const reward = useDebouncedValue(rewardAmount, 300);
  const check = useScanPricingCheck({ requestedScans, rewardAmount: reward }, { enabled });
  const perScan = centsToEuros(rewardPerScanCents(eurosToCents(reward), requestedScans));
  const data = check.data;
  const headingId = useId();
  // Topped up right here, so the half-written message is not lost on the way to My Space.
  const [topUpOpen, setTopUpOpen] = useState(false);

  return (
    <div
      aria-labelledby={headingId}
      role="group"
      className="flex flex-col gap-1.5 rounded-xl border border-border bg-canvas/40 p-3 text-sm"
    >
      <p id={headingId} className="flex items-center gap-2 font-semibold">
        <ReceiptText aria-hidden="true" className="size-4 text-primary" />
        {m.wallet_price()}
        {check.isFetching && <Spinner className="size-4 text-muted" />}
      </p>
      <div aria-live="polite" className="flex flex-col gap-1">
        {check.isError && !data ? (
          <p className="text-muted">
            {m.wallet_price_check_failed()}{' '}
            <button
              type="button"
              onClick={() => void check.refetch()}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {m.wallet_try_again()}
            </button>
          </p>
        ) : !data ? (
          <p className="text-muted">{m.wallet_price_checking()}</p>
        ) : (
          <>
            <p>
              {data.isFree
                ? requestedScans === 1
                  ? m.wallet_price_free_today({ count: FREE_DISCOVERIES_PER_DAY })
                  : m.wallet_price_free()
                : (countForm(requestedScans) === 'one'
                    ? m.wallet_price_cost_one
                    : m.wallet_price_cost_other)({
                    amount: formatEuros(data.cost),
                    count: requestedScans,
                  })}
            </p>
            {reward > 0 && (
              <p>
                {m.wallet_price_rewards({
                  amount: formatEuros(reward),
                  perScan: formatEuros(perScan),
                })}
              </p>
            )}
            {data.totalCharge > 0 && (
              <p className="text-muted">
                {m.wallet_price_total({
                  total: formatEuros(data.totalCharge),
                  balance: formatEuros(data.currentBalance),
                })}
              </p>
            )}
            {!data.canCreate && (
              <div className="flex items-center justify-between gap-3 text-danger">
                <p className="flex items-start gap-2">
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {m.wallet_short_by({
                    amount: formatEuros(Math.max(0, data.totalCharge - data.currentBalance)),
                  })}
                </p>
                <Button variant="secondary" className="shrink-0" onClick={() => setTopUpOpen(true)}>
                  {m.wallet_top_up()}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
      <TopUpDialog open={topUpOpen} onOpenChange={setTopUpOpen} returnPath={null} />
    </div>
  );
}
