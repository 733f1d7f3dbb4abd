import { useId } from 'react';
import { MAX_REWARD_EUROS } from '@/shared/rules/messages';
import {
  centsToEuros,
  eurosToCents,
  minimumRewardCents,
  rewardPerScanCents,
} from '@/shared/rules/money';
import { formatEuros, m } from '@/web/i18n/i18n';
import { Label } from '@/web/components/ui/label';
import { NumberField } from '@/web/features/message-form/components/number-field';
import { parseEuroAmount } from '@/web/features/wallet/components/euro-amount';

/**
 * The total as typed, in euros and cents as the wallet reads amounts ('1,5' is 1.50); anything
 * else is 0 (SPEC 5 clamps negatives to 0), and more than the most is the most.
 */
export function parseRewardAmount(text: string): number {
  return Math.min(parseEuroAmount(text) ?? 0, MAX_REWARD_EUROS);
}

/** Why the typed total is not taken as typed, or null: said at the field while typing. */
export function rewardTextProblem(text: string): string | null {
  if (text.trim() === '') return null;
  const euros = parseEuroAmount(text);
  if (euros === null) return m.create_reward_not_euros();
  if (euros > MAX_REWARD_EUROS) {
    return m.create_reward_at_most({ max: formatEuros(MAX_REWARD_EUROS) });
  }
  return null;
}

export type RewardsFieldsProps = {
  hasRewards: boolean;
  onHasRewardsChange: (hasRewards: boolean) => void;
  /** The total in euros, split equally among the finders. */
  rewardAmount: number;
  onRewardAmountChange: (euros: number) => void;
  /** The scan limit the total is split over. */
  maxScans: number;
};

/** 'Add Rewards' and the total, with each finder's share shown as it is typed. */
export function RewardsFields({
  hasRewards,
  onHasRewardsChange,
  rewardAmount,
  onRewardAmountChange,
  maxScans,
}: RewardsFieldsProps) {
  const checkboxId = useId();
  const rewardCents = eurosToCents(rewardAmount);
  const perScan = centsToEuros(rewardPerScanCents(rewardCents, maxScans));
  const leastCents = minimumRewardCents(maxScans);
  // The server refuses the same (a share of 0 cents would be charged and never paid).
  const tooSmall =
    rewardCents > 0 && rewardCents < leastCents
      ? m.create_reward_share_too_small({ amount: formatEuros(centsToEuros(leastCents)) })
      : null;

  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-canvas/40 p-3">
      <div className="flex min-h-11 items-center gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={hasRewards}
          onChange={(event) => {
            // Unchecking forgets the amount (SPEC 4): the draft resets it, the box unmounts.
            onHasRewardsChange(event.target.checked);
          }}
          className="size-5 accent-primary"
        />
        <Label htmlFor={checkboxId}>{m.create_add_rewards()}</Label>
      </div>
      {hasRewards && (
        <NumberField
          label={m.create_total_reward()}
          hint={
            rewardCents === 0
              ? m.create_reward_none_yet()
              : m.create_reward_per_scan({ amount: formatEuros(perScan) })
          }
          liveHint
          error={tooSmall}
          check={rewardTextProblem}
          inputMode="decimal"
          min={0}
          max={MAX_REWARD_EUROS}
          step={0.01}
          value={rewardAmount}
          parse={parseRewardAmount}
          onValueChange={onRewardAmountChange}
        />
      )}
    </div>
  );
}
