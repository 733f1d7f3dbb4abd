import type { PricingCheck } from '@/shared/contract/endpoints/wallet';
import { m } from '@/web/i18n/i18n';
import { shortfallText } from '@/shared/rules/pricing';
import type { ToastOptions } from '@/web/components/ui/use-toast';

/**
 * What the form says instead of uploading when the price check already shows the wallet is
 * short: the very words the server's 402 would have sent after the upload (SPEC 8).
 */
export function walletRefusal(check: PricingCheck, scans: number): ToastOptions | null {
  if (check.canCreate) return null;
  return {
    title: m.create_insufficient_balance(),
    description: shortfallText(check.totalCharge, scans, check.currentBalance),
  };
}

/** Where a create stands once it is sent: its photo going out, then the server reading it. */
export type UploadStage = { stage: 'uploading'; sent: number } | { stage: 'reading' };

export function uploadStageOf(sent: number): UploadStage {
  return sent < 1 ? { stage: 'uploading', sent } : { stage: 'reading' };
}
