import { Hourglass } from 'lucide-react';
import type { Wallet } from '@/shared/contract/endpoints/wallet';
import { formatEuros, m } from '@/web/i18n/i18n';
import { formatTicketDate } from '@/web/features/support/model/ticket-dates';

/**
 * Rewards not yet withdrawable (decision 012): the total, and when each one is released or
 * that it waits for a review. Nothing when there are none.
 */
export function PendingRewards({ wallet }: { wallet: Wallet }) {
  if (wallet.pendingBalance <= 0) return null;
  return (
    <section
      aria-labelledby="pending-rewards-heading"
      className="flex flex-col gap-1 rounded-lg bg-canvas px-3 py-2 text-sm"
    >
      <h3 id="pending-rewards-heading" className="flex items-center gap-1.5 text-xs text-muted">
        <Hourglass aria-hidden="true" className="size-3.5" />
        {m.wallet_pending_rewards()}
      </h3>
      <p className="text-lg font-semibold text-primary tabular-nums">
        {formatEuros(wallet.pendingBalance)}
      </p>
      <ul className="flex flex-col gap-0.5 text-xs text-muted">
        {wallet.pendingRewards.map((reward, index) => (
          <li key={index}>
            {reward.underReview || reward.releasesAt === null
              ? m.wallet_pending_under_review({ amount: formatEuros(reward.amount) })
              : m.wallet_pending_releases({
                  amount: formatEuros(reward.amount),
                  date: formatTicketDate(reward.releasesAt),
                })}
          </li>
        ))}
      </ul>
    </section>
  );
}
