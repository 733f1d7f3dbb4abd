import { describe, expect, it } from 'vitest';
import {
  bestValueTier,
  discoveryCostCents,
  DISCOVERY_TIERS,
  tierSavingPercent,
  tierTags,
  type DiscoveryTier,
} from './pricing';

describe('discovery tiers', () => {
  it('are the eight tiers of the price list, smallest first', () => {
    expect(DISCOVERY_TIERS.map((tier) => [tier.scans, tier.priceCents / 100])).toEqual([
      [10, 1],
      [100, 10],
      [200, 20],
      [400, 40],
      [800, 80],
      [2000, 180],
      [4000, 350],
      [10000, 900],
    ]);
  });

  it('gives Best Value to the greatest saving per scan against the first tier', () => {
    // 4000 for €350 is 8.75 cents a scan; 2000 and 10000 are 9 cents; the rest 10.
    expect(bestValueTier()).toEqual({ scans: 4000, priceCents: 35_000 });
    expect(tierTags({ scans: 4000, priceCents: 35_000 })).toEqual(['Best Value']);
  });

  it('tags the 100 and 200 tiers Popular and no other', () => {
    const popular = DISCOVERY_TIERS.filter((tier) => tierTags(tier).includes('Popular'));
    expect(popular.map((tier) => tier.scans)).toEqual([100, 200]);
  });

  it('names no best value when nothing is cheaper than the first tier', () => {
    const flat: DiscoveryTier[] = [
      { scans: 10, priceCents: 100 },
      { scans: 100, priceCents: 1000 },
    ];
    expect(bestValueTier(flat)).toBeUndefined();
    expect(bestValueTier([])).toBeUndefined();
  });

  it('prefers the smaller tier when two save the same', () => {
    const tied: DiscoveryTier[] = [
      { scans: 10, priceCents: 100 },
      { scans: 100, priceCents: 800 },
      { scans: 200, priceCents: 1600 },
    ];
    expect(bestValueTier(tied)?.scans).toBe(100);
  });

  it('reports the saving in whole percent', () => {
    expect(tierSavingPercent({ scans: 10, priceCents: 100 })).toBe(0);
    expect(tierSavingPercent({ scans: 4000, priceCents: 35_000 })).toBe(12);
    expect(tierSavingPercent({ scans: 2000, priceCents: 18_000 })).toBe(10);
  });
});

describe('discovery cost', () => {
  it('is the smallest tier that covers the scan limit', () => {
    expect(discoveryCostCents(1)).toBe(100);
    expect(discoveryCostCents(10)).toBe(100);
    expect(discoveryCostCents(11)).toBe(1_000);
    expect(discoveryCostCents(200)).toBe(2_000);
    expect(discoveryCostCents(3_999)).toBe(35_000);
    expect(discoveryCostCents(10_000)).toBe(90_000);
  });

  it('is 9 cents a discovery above the largest tier', () => {
    expect(discoveryCostCents(10_001)).toBe(90_009);
    expect(discoveryCostCents(1_000_000)).toBe(9_000_000);
  });
});
