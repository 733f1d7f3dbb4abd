import { useMutation } from '@tanstack/react-query';
import type { SandboxConfirmBody } from '@/shared/contract/wallet';
import { apiRequest } from '@/web/lib/api-client';

export type SandboxConfirmInput = SandboxConfirmBody & { paymentIntentId: string };
export type SandboxConfirmResult = {
  status: 'succeeded' | 'requires_payment_method';
  /** The decline reason in the provider's words, e.g. 'Your card was declined.' */
  error: string | null;
};

/** Test mode's stand-in for Stripe.js: pays the intent with a test card number. */
export function confirmSandboxCard({ paymentIntentId, ...card }: SandboxConfirmInput) {
  return apiRequest<SandboxConfirmResult>(
    'POST',
    `/api/sandbox/payment-intents/${encodeURIComponent(paymentIntentId)}/confirm`,
    card,
  );
}

export function useConfirmSandboxCard() {
  return useMutation({ mutationFn: confirmSandboxCard });
}
