import { ReceiptText } from 'lucide-react';
import { useMemo } from 'react';
import { formatEuros, m } from '@/web/i18n/i18n';
import { Spinner } from '@/web/components/ui/spinner';
import { useHuntPriceCheck } from '@/web/features/hunts/api/check-hunt-price';
import type { HuntStepDraft } from '@/web/features/hunts/model/hunt-editor';
import { useDebouncedValue } from '@/web/features/wallet/hooks/use-debounced-value';

/**
 * The price of every step together, before sending, from the server's pricing check (the
 * function the create call charges with; the admin pays nothing).
 */
export function HuntPriceSummary({ steps }: { steps: HuntStepDraft[] }) {
  // The editor's reducer makes a new steps array only when a step changes, so the array itself
  // settles; the query key is hashed by content, so a pause after typing a description asks the
  // server again only when a price field changed.
  const settledSteps = useDebouncedValue(steps, 300);
  const waypoints = useMemo(
    () =>
      settledSteps.map(({ message }) => ({
        maxScans: message.maxScans,
        hasRewards: message.hasRewards,
        rewardAmount: message.hasRewards ? message.rewardAmount : 0,
      })),
    [settledSteps],
  );
  const check = useHuntPriceCheck({ waypoints }, waypoints.length > 0);
  const data = check.data;
  return (
    <div
      role="group"
      aria-label={m.hunts_price_title()}
      className="flex flex-col gap-1 rounded-xl border border-border bg-canvas/40 p-3 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold">
        <ReceiptText aria-hidden="true" className="size-4 text-primary" />
        {m.hunts_price_title()}
        {check.isFetching && <Spinner className="size-4 text-muted" />}
      </p>
      <div aria-live="polite">
        {check.isError && !data ? (
          <p className="text-muted">{m.hunts_price_unavailable()}</p>
        ) : !data ? (
          <p className="text-muted">{m.hunts_price_checking()}</p>
        ) : (
          <>
            <p>
              {data.totalCharge > data.cost
                ? m.hunts_price_total_rewards({
                    total: formatEuros(data.totalCharge),
                    cost: formatEuros(data.cost),
                    rewards: formatEuros(data.totalCharge - data.cost),
                  })
                : m.hunts_price_total({
                    total: formatEuros(data.totalCharge),
                    cost: formatEuros(data.cost),
                  })}
            </p>
            <p className="text-muted">
              {m.hunts_price_wallet({ amount: formatEuros(data.currentBalance) })}
            </p>
            {!data.canCreate && (
              <p className="text-danger">
                {m.hunts_price_short({
                  amount: formatEuros(Math.max(0, data.totalCharge - data.currentBalance)),
                })}
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
