import type { PaymentsService } from '@/server/modules/payments/payments.service';
import type { WalletService } from '@/server/modules/wallet/wallet.service';

const BATCH = 100;
/** A bound on one run, so a fault that settles nothing cannot spin: the next run goes on. */
const MOST_BATCHES = 1_000;

type Deps = {
  wallet: Pick<WalletService, 'dueHolds' | 'settleHold'>;
  payments: Pick<PaymentsService, 'sharePayoutDestination'>;
};

export type ReleaseOutcome = { released: number; review: number };

/**
 * Settles every reward whose holding period is over (decision 012): released into the
 * finder's withdrawable balance, or sent to the office's review when the finder and the
 * creator pay out to the same bank account. The queue runs it every 10 minutes (jobs/job-queue.ts).
 * Safe with several processes at once: each hold
 * changes status once (`UPDATE … WHERE status = 'pending'`), and the one that loses moves
 * nothing. The payout check may call the provider, so it runs outside the transaction; if the
 * provider cannot answer, the run stops and the hold stays pending for the next one.
 */
export async function releaseDueRewards(deps: Deps): Promise<ReleaseOutcome> {
  const outcome: ReleaseOutcome = { released: 0, review: 0 };
  for (let batch = 0; batch < MOST_BATCHES; batch += 1) {
    const due = await deps.wallet.dueHolds(BATCH);
    if (due.length === 0) break;
    for (const hold of due) {
      const shared = await deps.payments.sharePayoutDestination(hold.finderId, hold.creatorId);
      const settled = await deps.wallet.settleHold(hold.id, shared);
      if (settled === 'released') outcome.released += 1;
      if (settled === 'review') outcome.review += 1;
    }
  }
  return outcome;
}
