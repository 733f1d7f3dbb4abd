import { formatEuros, m } from '@/web/i18n/i18n';
import { toast } from '@/web/components/ui/use-toast';
import { ApiError, offlineMessage } from '@/web/lib/api-client';

// The payment step's failures (SPEC 8, "Payment (Greek-language UI)"): SPEC's strings, word for
// word, in the Greek catalog; the English one says them in English (a Greek title in the
// English app read as a bug to the people who tried it).
export const paymentIntentFailed = (): string => m.wallet_payment_intent_failed();
export const paymentFailed = (): string => m.wallet_payment_failed();

/**
 * Why a call failed, in the server's words when it gave some; offline, that nothing was sent
 * (not the browser's 'Failed to fetch'); else the browser's.
 */
export function failureReason(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverError ?? error.message;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return offlineMessage();
  return error instanceof Error ? error.message : undefined;
}

export function toastTopUpCredited(euros: number): void {
  toast({
    title: m.wallet_top_up_successful(),
    description: m.wallet_top_up_successful_text({ amount: formatEuros(euros) }),
  });
}

/**
 * The card was charged but the server could not confirm it yet. The money is not lost: the
 * provider's webhook credits it (SPEC 4, Payment), so this is news, not an error.
 */
export function toastTopUpPending(): void {
  toast({
    title: m.wallet_payment_completed(),
    description: m.wallet_payment_completed_text(),
  });
}
