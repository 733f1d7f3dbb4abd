import { formatEuros } from '@/web/i18n/i18n';
import { toast } from '@/web/components/ui/use-toast';
import { ApiError } from '@/web/lib/api-client';

// The payment step speaks Greek in the product (SPEC 8, "Payment (Greek-language UI)"): these
// are its strings, word for word.
export const PAYMENT_INTENT_FAILED = 'Αποτυχία δημιουργίας πληρωμής';
export const PAYMENT_FAILED = 'Η πληρωμή απέτυχε';

/** Why a call failed, in the server's words when it gave some, else the browser's. */
export function failureReason(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.serverError ?? error.message;
  return error instanceof Error ? error.message : undefined;
}

export function toastTopUpCredited(euros: number): void {
  toast({
    title: 'Top-up Successful',
    description: `${formatEuros(euros)} has been added to your wallet.`,
  });
}

/**
 * The card was charged but the server could not confirm it yet. The money is not lost: the
 * provider's webhook credits it (SPEC 4, Payment), so this is news, not an error.
 */
export function toastTopUpPending(): void {
  toast({
    title: 'Payment Completed',
    description: 'Your payment went through, but it may take a few minutes to show in your wallet.',
  });
}
