import { centsToEuros } from '@/shared/rules/money';
import { formatEuros } from '@/web/i18n/i18n';

/** A typed euro amount, or null unless it is a number in whole cents. */
export function parseEuroAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+([.,]\d{0,2})?$/.test(trimmed)) return null;
  return centsToEuros(Math.round(Number.parseFloat(trimmed.replace(',', '.')) * 100));
}

/**
 * '+€10.00' into the wallet, '−€1.00' out of it (a true minus sign, read as "minus"); in Greek
 * '+10,00 €'.
 */
export function formatSignedEuros(euros: number): string {
  const sign = euros < 0 ? '−' : '+';
  return `${sign}${formatEuros(Math.abs(euros))}`;
}
