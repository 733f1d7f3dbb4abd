import { Gift, Users, type LucideIcon } from 'lucide-react';
import { formatEuros, m } from '@/web/i18n/i18n';
import { Button } from '@/web/components/ui/button';
import { usePlatformStats } from '@/web/features/platform/api/get-platform-stats';

/** The stats card pair on Home (SPEC 2): Total Users and Total Giveaways in euros. */
export function PlatformStatsCards() {
  const stats = usePlatformStats();

  if (stats.isError) {
    return (
      <section
        aria-label={m.platform_stats()}
        className="flex items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4"
      >
        <p role="alert" className="text-sm text-muted">
          {m.platform_stats_failed()}
        </p>
        <Button variant="secondary" onClick={() => void stats.refetch()}>
          {m.app_try_again()}
        </Button>
      </section>
    );
  }

  return (
    <section
      aria-label={m.platform_stats()}
      aria-busy={stats.isPending}
      className="grid grid-cols-2 gap-3"
    >
      <StatCard
        icon={Users}
        label={m.platform_total_users()}
        value={stats.data?.totalUsers.toString()}
      />
      <StatCard
        icon={Gift}
        label={m.platform_total_giveaways()}
        value={stats.data && formatEuros(stats.data.totalGiveaways)}
      />
    </section>
  );
}

type StatCardProps = {
  icon: LucideIcon;
  label: string;
  /** Undefined while loading. */
  value: string | undefined;
};

function StatCard({ icon: Icon, label, value }: StatCardProps) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-4">
      <span className="flex items-center gap-2 text-xs font-medium text-muted">
        <Icon aria-hidden="true" className="size-4 text-primary" />
        {label}
      </span>
      {value === undefined ? (
        <span className="h-8 w-16 animate-pulse rounded bg-surface-raised" />
      ) : (
        <span className="text-2xl font-bold tabular-nums">{value}</span>
      )}
    </div>
  );
}
