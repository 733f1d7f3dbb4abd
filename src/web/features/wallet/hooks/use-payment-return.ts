import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { toast } from '@/web/components/ui/use-toast';
import { useConfirmPayment } from '@/web/features/wallet/api/confirm-payment';
import {
  paymentFailed,
  toastTopUpCredited,
  toastTopUpPending,
} from '@/web/features/wallet/components/payment-messages';

/** Where the provider sends the user back after a bank's own page (3-D Secure, say). */
export const PAYMENT_RETURN_PATH = '/my-space';

/**
 * A payment that left the app for the bank's page comes back to /my-space with
 * ?payment_intent=…&redirect_status=…: finish it as the dialog would have, then drop the
 * parameters so a reload does not repeat it.
 */
export function usePaymentReturn(): void {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { mutate: confirmPayment } = useConfirmPayment();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const paymentIntentId = params.get('payment_intent');
    const status = params.get('redirect_status');
    if (!paymentIntentId || handled.current === paymentIntentId) return;
    handled.current = paymentIntentId;
    navigate(PAYMENT_RETURN_PATH, { replace: true });
    if (status !== 'succeeded') {
      toast({ variant: 'destructive', title: paymentFailed() });
      return;
    }
    confirmPayment(paymentIntentId, {
      onSuccess: ({ amount }) => toastTopUpCredited(amount),
      onError: toastTopUpPending,
    });
  }, [search, navigate, confirmPayment]);
}
