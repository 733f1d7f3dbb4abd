import type { HeldReward, HeldRewardDecision } from '@/shared/contract/endpoints/office';
import { formatEuros, m } from '@/web/i18n/i18n';
import { Button } from '@/web/components/ui/button';
import { InlineError } from '@/web/components/ui/inline-error';
import { useHeldRewardDecision, useHeldRewards } from '@/web/features/office/api/office-queries';
import { formatTicketDateTime } from '@/web/features/support/model/ticket-dates';
import { decisionToasts } from '@/web/screens/office/components/decision-toasts';

const decisions: Array<[HeldRewardDecision, () => string, () => string]> = [
  ['approve', () => m.office_approve(), () => m.office_approved_done()],
  ['reject', () => m.office_reject(), () => m.office_rejected_done()],
];

type HeldRewardItemProps = {
  reward: HeldReward;
  /** The tab's, not the item's: a decided item leaves the list, and its toast must still show. */
  decide: ReturnType<typeof useHeldRewardDecision>;
};

function HeldRewardItem({ reward, decide }: HeldRewardItemProps) {
  const message = reward.message
    ? reward.message.publicDescription
      ? m.office_held_message_described({
          id: reward.message.id,
          description: reward.message.publicDescription,
        })
      : m.office_held_message({ id: reward.message.id })
    : m.office_held_message_deleted();
  return (
    <li
      className="flex flex-col gap-2 rounded-lg bg-canvas p-3 text-sm"
      aria-label={m.office_held_reward_label({
        amount: formatEuros(reward.amount),
        finder: reward.finder.nickname,
      })}
    >
      <p className="font-medium">
        {m.office_held_reward_title({
          amount: formatEuros(reward.amount),
          finder: reward.finder.nickname,
          creator: reward.creator.nickname,
        })}
      </p>
      <p className="text-xs text-muted">
        {m.office_held_found({ when: formatTicketDateTime(reward.createdAt), message })}
      </p>
      <p className="text-xs text-amber-300">{reward.reason}</p>
      <div className="flex gap-2">
        {decisions.map(([decision, label, done]) => (
          <Button
            key={decision}
            variant={decision === 'approve' ? 'primary' : 'secondary'}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: reward.id, decision }, decisionToasts(done()))}
          >
            {label()}
          </Button>
        ))}
      </div>
    </li>
  );
}

/**
 * Rewards between accounts that pay out to the same bank account (decision 012): approve
 * releases one to its finder, reject returns it to its creator.
 */
export function HeldRewardsTab() {
  const query = useHeldRewards();
  const decide = useHeldRewardDecision();
  if (query.isPending) return <div className="h-16 animate-pulse rounded-lg bg-surface-raised" />;
  if (query.isError)
    return <InlineError message={m.office_held_failed()} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return <p className="text-sm text-muted">{m.office_no_held_rewards()}</p>;
  return (
    <ul aria-label={m.office_tab_held_rewards()} className="flex flex-col gap-2">
      {query.data.map((reward) => (
        <HeldRewardItem key={reward.id} reward={reward} decide={decide} />
      ))}
    </ul>
  );
}
