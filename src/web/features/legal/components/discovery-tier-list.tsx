import { centsToEuros } from '@/shared/rules/money';
import { DISCOVERY_TIERS, tierTags, type TierTag } from '@/shared/rules/pricing';
import { countForm, formatEuros, formatNumber, m } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';

const tagStyles: Record<TierTag, string> = {
  'Best Value': 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/40',
  Popular: 'bg-primary/15 text-primary ring-primary/40',
};

const tagWords: Record<TierTag, () => string> = {
  'Best Value': m.legal_tag_best_value,
  Popular: m.legal_tag_popular,
};

const discoveries = (scans: number) => {
  const count = formatNumber(scans);
  return countForm(scans) === 'one'
    ? m.legal_tier_discoveries_one({ count })
    : m.legal_tier_discoveries_other({ count });
};

/** The discovery tiers (SPEC §9), each with its price, price per scan and tags. */
export function DiscoveryTierList() {
  return (
    <ul aria-label={m.legal_tiers_label()} className="flex flex-col gap-2">
      {DISCOVERY_TIERS.map((tier) => {
        const tags = tierTags(tier);
        const perScan = centsToEuros(tier.priceCents / tier.scans);
        return (
          <li
            key={tier.scans}
            className={cn(
              'flex items-center justify-between gap-3 rounded-lg border bg-canvas px-3 py-2',
              tags.includes('Best Value') ? 'border-emerald-400/50' : 'border-border',
            )}
          >
            <div className="flex min-w-0 flex-col gap-1">
              <span className="font-semibold tabular-nums">{discoveries(tier.scans)}</span>
              {tags.length > 0 && (
                <span className="flex flex-wrap gap-1">
                  {tags.map((tag) => (
                    <span
                      key={tag}
                      className={cn(
                        'rounded-full px-2 py-0.5 text-xs font-medium ring-1',
                        tagStyles[tag],
                      )}
                    >
                      {tagWords[tag]()}
                    </span>
                  ))}
                </span>
              )}
            </div>
            <div className="flex shrink-0 flex-col items-end">
              <span className="font-bold tabular-nums">
                {formatEuros(centsToEuros(tier.priceCents), 0)}
              </span>
              <span className="text-xs text-muted tabular-nums">
                {m.legal_tier_per_scan({ price: formatEuros(perScan) })}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
