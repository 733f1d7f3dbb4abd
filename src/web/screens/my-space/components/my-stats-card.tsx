import type { UserStats } from '@/shared/contract/endpoints/photos';
import { InlineError } from '@/web/components/ui/inline-error';
import { SectionCard } from '@/web/components/ui/section-card';
import { useMyStats } from '@/web/features/photos/api/get-my-stats';

type Stat = { label: string; value: (stats: UserStats) => number };

const stats: readonly Stat[] = [
  { label: 'Total Messages', value: (s) => s.totalMessages },
  { label: 'Active', value: (s) => s.activeMessages },
  { label: 'Needs Reactivation', value: (s) => s.needsReactivation },
  { label: 'Discovered', value: (s) => s.discoveredMessages },
  { label: 'Scans Received', value: (s) => s.totalScansReceived },
  { label: 'Remaining Scans', value: (s) => s.totalRemainingScans },
  { label: 'Treasure Hunts Created', value: (s) => s.totalTreasureHuntsCreated },
  // SPEC 3 shows a fixed 0; hunts completed are counted now (issue 11).
  { label: 'Hunts Completed', value: (s) => s.totalTreasureHuntsCompleted },
  // Issue 19: what this user found, and the finds others made of what this user hid.
  { label: 'Found by Me', value: (s) => s.foundByMe },
  { label: 'Found by Others', value: (s) => s.foundByOthers },
];

/** 'My Statistics': counts over the user's own messages, and over what they found. */
export function MyStatsCard() {
  const query = useMyStats();
  return (
    <SectionCard title="My Statistics" busy={query.isPending}>
      {query.isError ? (
        <InlineError
          message="Could not load your statistics."
          onRetry={() => void query.refetch()}
        />
      ) : (
        <dl className="grid grid-cols-2 gap-2">
          {stats.map(({ label, value }) => (
            <div key={label} className="flex flex-col gap-0.5 rounded-lg bg-canvas px-3 py-2">
              <dt className="text-xs text-muted">{label}</dt>
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
