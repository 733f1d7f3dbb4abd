import type { OfficeStats } from '@/shared/contract/endpoints/office';
import { formatEuros, m } from '@/web/i18n/i18n';
import { InlineError } from '@/web/components/ui/inline-error';
import { useOfficeStats } from '@/web/features/office/api/office-queries';

type Card = {
  id: string;
  label: () => string;
  value: (s: OfficeStats) => string;
  detail?: (s: OfficeStats) => string;
};

// SPEC 2's six cards; remaining rewards show 0 decimals (SPEC 9).
const cards: readonly Card[] = [
  { id: 'total-users', label: () => m.office_total_users(), value: (s) => String(s.totalUsers) },
  { id: 'active-users', label: () => m.office_active_users(), value: (s) => String(s.activeUsers) },
  {
    id: 'topups',
    label: () => m.office_successful_topups(),
    value: (s) => String(s.totalSuccessfulTopups),
    detail: (s) => formatEuros(s.totalTopupAmount),
  },
  {
    id: 'giveaways',
    label: () => m.office_total_giveaways(),
    value: (s) => String(s.totalGiveaways),
    detail: (s) => formatEuros(s.totalGiveawayAmount),
  },
  {
    id: 'active-giveaways',
    label: () => m.office_active_giveaways(),
    value: (s) => String(s.activeGiveaways),
    detail: (s) => formatEuros(s.remainingRewards, 0),
  },
  {
    id: 'claimed',
    label: () => m.office_rewards_claimed(),
    value: (s) => formatEuros(s.claimedRewards),
  },
];

export function OfficeStatCards() {
  const query = useOfficeStats();
  if (query.isError) {
    return <InlineError message={m.office_figures_failed()} onRetry={() => void query.refetch()} />;
  }
  return (
    <dl className="grid grid-cols-2 gap-2" aria-busy={query.isPending}>
      {cards.map((card) => (
        <div
          key={card.id}
          className="flex flex-col gap-0.5 rounded-xl border border-border bg-surface px-3 py-2"
        >
          <dt className="text-xs text-muted">{card.label()}</dt>
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
