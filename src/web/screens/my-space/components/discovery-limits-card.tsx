import { FREE_DISCOVERIES_PER_DAY } from '@/shared/rules/pricing';
import { DiscoveryTierList } from '@/web/features/legal/components/discovery-tier-list';
import { m } from '@/web/i18n/i18n';

/** 'Message Discovery Limits': what creators pay for discoveries beyond the free one (SPEC 9). */
export function DiscoveryLimitsCard() {
  return (
    <section
      aria-labelledby="discovery-limits-heading"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="discovery-limits-heading" className="text-lg font-semibold">
          {m.myspace_limits_title()}
        </h2>
        <p className="text-sm text-muted">
          {m.myspace_limits_text({ count: FREE_DISCOVERIES_PER_DAY })}
        </p>
      </div>
      <DiscoveryTierList />
    </section>
  );
}
