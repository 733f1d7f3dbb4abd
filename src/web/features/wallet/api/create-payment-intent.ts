import { useMutation } from '@tanstack/react-query';
import { paymentsApi, type CreatePaymentIntentBody } from '@/shared/contract/endpoints/wallet';
import { callApi } from '@/web/lib/api-client';

/** Step one of a top-up: the provider's intent for this amount, and which card form to show. */
export function createPaymentIntent(body: CreatePaymentIntentBody) {
  return callApi(paymentsApi.createPaymentIntent, { body });
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
