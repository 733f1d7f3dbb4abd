// What creators pay for discoveries, and the wallet's limits (SPEC §9). The server charges from
// these tiers and the screens list them, so both read this one table.

export type DiscoveryTier = {
  /** How many discoveries the tier buys. */
  scans: number;
  priceCents: number;
};

export const DISCOVERY_TIERS: readonly DiscoveryTier[] = [
  { scans: 10, priceCents: 100 },
  { scans: 100, priceCents: 1_000 },
  { scans: 200, priceCents: 2_000 },
  { scans: 400, priceCents: 4_000 },
  { scans: 800, priceCents: 8_000 },
  { scans: 2_000, priceCents: 18_000 },
  { scans: 4_000, priceCents: 35_000 },
  { scans: 10_000, priceCents: 90_000 },
];

/** Every creator gets this many discoveries a day without paying. Scanning is always free. */
export const FREE_DISCOVERIES_PER_DAY = 1;

export const TOP_UP_MIN_CENTS = 100;
export const TOP_UP_MAX_CENTS = 50_000;
export const WITHDRAWAL_MIN_CENTS = 50;

/** The tiers the product recommends to most creators (SPEC §9). */
const POPULAR_TIER_SCANS: ReadonlySet<number> = new Set([100, 200]);

export type TierTag = 'Best Value' | 'Popular';

function pricePerScan(tier: DiscoveryTier): number {
  return tier.priceCents / tier.scans;
}

/**
 * The tier with the greatest saving per scan against the first (smallest) tier, or undefined
 * when no tier is cheaper per scan than the first. On a tie the earlier (smaller) tier wins,
 * so nobody is nudged into spending more for the same rate.
 */
export function bestValueTier(
  tiers: readonly DiscoveryTier[] = DISCOVERY_TIERS,
): DiscoveryTier | undefined {
  const [first] = tiers;
  if (!first) return undefined;
  const baseline = pricePerScan(first);
  let best: DiscoveryTier | undefined;
  let bestSaving = 0;
  for (const tier of tiers) {
    const saving = baseline - pricePerScan(tier);
    if (saving > bestSaving) {
      best = tier;
      bestSaving = saving;
    }
  }
  return best;
}

/** Percentage saved per scan against the first tier, rounded down; 0 for the first tier. */
export function tierSavingPercent(
  tier: DiscoveryTier,
  tiers: readonly DiscoveryTier[] = DISCOVERY_TIERS,
): number {
  const [first] = tiers;
  if (!first) return 0;
  const baseline = pricePerScan(first);
  return Math.max(0, Math.floor(((baseline - pricePerScan(tier)) / baseline) * 100));
}

export function tierTags(
  tier: DiscoveryTier,
  tiers: readonly DiscoveryTier[] = DISCOVERY_TIERS,
): TierTag[] {
  const tags: TierTag[] = [];
  if (bestValueTier(tiers)?.scans === tier.scans) tags.push('Best Value');
  if (POPULAR_TIER_SCANS.has(tier.scans)) tags.push('Popular');
  return tags;
}

/** Beyond the largest tier each discovery costs this much (ARCHITECTURE §4). */
export const PRICE_PER_SCAN_ABOVE_TIERS_CENTS = 9;

/**
 * What a message's discovery limit costs when it is not the day's free one: the price of the
 * smallest tier whose scans cover the limit, or 9 cents a scan above the largest tier.
 */
export function discoveryCostCents(
  maxScans: number,
  tiers: readonly DiscoveryTier[] = DISCOVERY_TIERS,
): number {
  const covering = tiers.find((tier) => tier.scans >= maxScans);
  if (covering) return covering.priceCents;
  return Math.ceil(maxScans * PRICE_PER_SCAN_ABOVE_TIERS_CENTS);
}
