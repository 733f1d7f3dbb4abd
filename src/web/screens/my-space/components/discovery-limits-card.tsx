import { FREE_DISCOVERIES_PER_DAY } from '@/shared/rules/pricing';
import { DiscoveryTierList } from '@/web/features/legal/components/discovery-tier-list';

/** 'Message Discovery Limits': what creators pay for discoveries beyond the free one (SPEC 9). */
export function DiscoveryLimitsCard() {
  return (
    <section
      aria-labelledby="discovery-limits-heading"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <div className="flex flex-col gap-1">
        <h2 id="discovery-limits-heading" className="text-lg font-semibold">
          Message Discovery Limits
        </h2>
        <p className="text-sm text-muted">
          {FREE_DISCOVERIES_PER_DAY} discovery per day is free. Scanning is always free. Buy more
          discoveries for your messages:
        </p>
      </div>
      <DiscoveryTierList />
    </section>
  );
}
