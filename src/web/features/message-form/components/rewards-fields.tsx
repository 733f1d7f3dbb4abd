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

/** A plain decimal number: '1e3' and '1.234,56' are not amounts anyone means. */
const DECIMAL = /^-?\d+([.,]\d*)?$/;
const EUROS_AND_CENTS = /^\d+([.,]\d{0,2})?$/;

/** Euros in whole cents; negatives and non-numbers are 0 (SPEC 5), more than the most is the most. */
export function parseRewardAmount(text: string): number {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return 0;
  // A decimal comma as people type it in Greece and most of Europe: '1,5' is 1.50 euros.
  const value = Number.parseFloat(trimmed.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.min(centsToEuros(Math.round(value * 100)), MAX_REWARD_EUROS);
}

/** Why the typed total is not taken as typed, or null: said at the field while typing. */
export function rewardTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!EUROS_AND_CENTS.test(trimmed)) return m.create_reward_not_euros();
  if (Number.parseFloat(trimmed.replace(',', '.')) > MAX_REWARD_EUROS) {
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
