import { Gift } from 'lucide-react';
import { formatEuros, m } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';

export type RewardBadgeProps = {
  hasRewards: boolean;
  /** Euros each finder receives. */
  rewardPerScan: number;
  className?: string;
};

/** Each finder's share, e.g. '€0.50 per scan'; nothing when the message pays no reward. */
export function RewardBadge({ hasRewards, rewardPerScan, className }: RewardBadgeProps) {
  if (!hasRewards || rewardPerScan <= 0) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-primary/40 bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary',
        className,
      )}
    >
      <Gift aria-hidden="true" className="size-3.5" />
      {m.photos_reward_per_scan({ amount: formatEuros(rewardPerScan) })}
    </span>
  );
}
