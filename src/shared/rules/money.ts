// Money is integer cents everywhere but at the edges (ARCHITECTURE §4).

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

export function centsToEuros(cents: number): number {
  return cents / 100;
}

/** '€1.50' */
export function formatEuros(euros: number, decimals = 2): string {
  return `€${euros.toFixed(decimals)}`;
}

/** Each finder's share: the total split over the scan limit, rounded down to the cent. */
export function rewardPerScanCents(totalCents: number, maxScans: number): number {
  return maxScans > 0 ? Math.floor(totalCents / maxScans) : 0;
}
