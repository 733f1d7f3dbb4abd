// Money is integer cents everywhere but at the edges (ARCHITECTURE §4).

import { intlLocale, type AppLocale } from '@/shared/i18n/locale';

export function eurosToCents(euros: number): number {
  return Math.round(euros * 100);
}

export function centsToEuros(cents: number): number {
  return cents / 100;
}

const euroFormats = new Map<string, Intl.NumberFormat>();

/** '€1.50' and '€1,234.50' in English, '1,50 €' and '1.234,50 €' in Greek. */
export function formatEuros(euros: number, decimals = 2, locale: AppLocale = 'en'): string {
  const key = `${locale}:${decimals}`;
  let format = euroFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale[locale], {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    euroFormats.set(key, format);
  }
  return format.format(euros);
}

/** Each finder's share: the total split over the scan limit, rounded down to the cent. */
export function rewardPerScanCents(totalCents: number, maxScans: number): number {
  return maxScans > 0 ? Math.floor(totalCents / maxScans) : 0;
}

/**
 * The least reward a message with this scan limit may carry: a cent for each discovery. Less
 * would leave each finder's share at 0 cents, charged to the creator and never paid.
 */
export function minimumRewardCents(maxScans: number): number {
  return Math.max(1, maxScans);
}
