import type { OfficeStats } from '@/shared/contract/endpoints/office';
import { formatEuros } from '@/web/i18n/i18n';
import { InlineError } from '@/web/components/ui/inline-error';
import { useOfficeStats } from '@/web/features/office/api/office-queries';

type Card = {
  label: string;
  value: (s: OfficeStats) => string;
  detail?: (s: OfficeStats) => string;
};

// SPEC 2's six cards; remaining rewards show 0 decimals (SPEC 9).
const cards: readonly Card[] = [
  { label: 'Total Users', value: (s) => String(s.totalUsers) },
  { label: 'Active Users', value: (s) => String(s.activeUsers) },
  {
    label: 'Successful Top-ups',
    value: (s) => String(s.totalSuccessfulTopups),
    detail: (s) => formatEuros(s.totalTopupAmount),
  },
  {
    label: 'Total Giveaways',
    value: (s) => String(s.totalGiveaways),
    detail: (s) => formatEuros(s.totalGiveawayAmount),
  },
  {
    label: 'Active Giveaways',
    value: (s) => String(s.activeGiveaways),
    detail: (s) => formatEuros(s.remainingRewards, 0),
  },
  { label: 'Rewards Claimed', value: (s) => formatEuros(s.claimedRewards) },
];

export function OfficeStatCards() {
  const query = useOfficeStats();
  if (query.isError) {
    return (
      <InlineError
        message="Could not load the office figures."
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-2" aria-busy={query.isPending}>
      {cards.map((card) => (
        <div
          key={card.label}
          className="flex flex-col gap-0.5 rounded-xl border border-border bg-surface px-3 py-2"
        >
          <dt className="text-xs text-muted">{card.label}</dt>
          <dd className="text-xl font-bold tabular-nums">
            {query.data ? (
              card.value(query.data)
            ) : (
              <span className="block h-7 w-10 animate-pulse rounded bg-surface-raised" />
            )}
          </dd>
          {card.detail && query.data && (
            <dd className="text-xs text-muted">{card.detail(query.data)}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}
