import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsApi } from '@/shared/contract/endpoints/wallet';
import { invalidateWallet } from '@/web/features/wallet/api/invalidate-wallet';
import { callApi } from '@/web/lib/api-client';

/**
 * The last step of a top-up: the server asks the provider whether the intent is paid and
 * credits it once (alreadyProcessed on a repeat). 409 while it is not paid.
 */
export function confirmPayment(paymentIntentId: string) {
  return callApi(paymentsApi.confirmPayment, { body: { paymentIntentId } });
}

export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPayment,
    // Settled, not success: a failed confirmation may still be credited by the webhook.
    onSettled: () => invalidateWallet(queryClient),
  });
}
