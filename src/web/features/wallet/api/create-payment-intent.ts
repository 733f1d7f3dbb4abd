import { useMutation } from '@tanstack/react-query';
import type { CreatePaymentIntentBody, PaymentIntentResponse } from '@/shared/contract/wallet';
import { apiRequest } from '@/web/lib/api-client';

/** Step one of a top-up: the provider's intent for this amount, and which card form to show. */
export function createPaymentIntent(body: CreatePaymentIntentBody) {
  return apiRequest<PaymentIntentResponse>('POST', '/api/stripe/create-payment-intent', body);
}

export function useCreatePaymentIntent() {
  return useMutation({ mutationFn: createPaymentIntent });
}
