import type { PricingCheck } from '@/shared/contract/endpoints/wallet';
import { countForm, formatEuros, m } from '@/web/i18n/i18n';
import type { ToastOptions } from '@/web/components/ui/use-toast';

/** 'Need €1.50 for 2 scans. Current balance: €0.25': the 402's words, in the language in use. */
function shortfall(totalEuros: number, scans: number, balanceEuros: number): string {
  const words = {
    total: formatEuros(totalEuros),
    count: scans,
    balance: formatEuros(balanceEuros),
  };
  return countForm(scans) === 'one'
    ? m.create_shortfall_one(words)
    : m.create_shortfall_other(words);
}

/**
 * What the form says instead of uploading when the price check already shows the wallet is
 * short: the very words the server's 402 would have sent after the upload (SPEC 8).
 */
export function walletRefusal(check: PricingCheck, scans: number): ToastOptions | null {
  if (check.canCreate) return null;
  return {
    title: m.create_insufficient_balance(),
    description: shortfall(check.totalCharge, scans, check.currentBalance),
  };
}

/** Where a create stands once it is sent: its photo going out, then the server reading it. */
export type UploadStage = { stage: 'uploading'; sent: number } | { stage: 'reading' };

export function uploadStageOf(sent: number): UploadStage {
  return sent < 1 ? { stage: 'uploading', sent } : { stage: 'reading' };
}
