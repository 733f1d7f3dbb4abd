import type { UserStats } from '@/shared/contract/endpoints/photos';
import { InlineError } from '@/web/components/ui/inline-error';
import { SectionCard } from '@/web/components/ui/section-card';
import { useMyStats } from '@/web/features/photos/api/get-my-stats';
import { m } from '@/web/i18n/i18n';

type Stat = { key: string; label: () => string; value: (stats: UserStats) => number };

const stats: readonly Stat[] = [
  { key: 'total', label: m.myspace_stat_total_messages, value: (s) => s.totalMessages },
  { key: 'active', label: m.myspace_stat_active, value: (s) => s.activeMessages },
  {
    key: 'reactivation',
    label: m.myspace_stat_needs_reactivation,
    value: (s) => s.needsReactivation,
  },
  { key: 'discovered', label: m.myspace_stat_discovered, value: (s) => s.discoveredMessages },
  { key: 'scans', label: m.myspace_stat_scans_received, value: (s) => s.totalScansReceived },
  { key: 'remaining', label: m.myspace_stat_remaining_scans, value: (s) => s.totalRemainingScans },
  { key: 'hunts', label: m.myspace_stat_hunts_created, value: (s) => s.totalTreasureHuntsCreated },
  // SPEC 3 shows a fixed 0; hunts completed are counted now (issue 11).
  {
    key: 'completed',
    label: m.myspace_stat_hunts_completed,
    value: (s) => s.totalTreasureHuntsCompleted,
  },
  // Issue 19: what this user found, and the finds others made of what this user hid.
  { key: 'foundByMe', label: m.myspace_stat_found_by_me, value: (s) => s.foundByMe },
  { key: 'foundByOthers', label: m.myspace_stat_found_by_others, value: (s) => s.foundByOthers },
];

/** 'My Statistics': counts over the user's own messages, and over what they found. */
export function MyStatsCard() {
  const query = useMyStats();
  return (
    <SectionCard title={m.myspace_stats_title()} busy={query.isPending}>
      {query.isError ? (
        <InlineError message={m.myspace_stats_error()} onRetry={() => void query.refetch()} />
      ) : (
        <dl className="grid grid-cols-2 gap-2">
          {stats.map(({ key, label, value }) => (
            <div key={key} className="flex min-w-0 flex-col gap-0.5 rounded-lg bg-canvas px-3 py-2">
              {/* A long Greek word («επανενεργοποίηση») breaks inside its cell at 320 px. */}
              <dt className="break-words text-xs text-muted">{label()}</dt>
              <dd className="text-xl font-bold tabular-nums">
                {query.data ? (
                  value(query.data)
                ) : (
                  <span className="block h-7 w-10 animate-pulse rounded bg-surface-raised" />
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </SectionCard>
  );
}
