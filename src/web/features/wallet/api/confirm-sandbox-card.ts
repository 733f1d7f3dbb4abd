import { useMutation } from '@tanstack/react-query';
import { sandboxApi, type SandboxConfirmBody } from '@/shared/contract/endpoints/wallet';
import { callApi } from '@/web/lib/api-client';

export type SandboxConfirmInput = SandboxConfirmBody & { paymentIntentId: string };

/** Test mode's stand-in for Stripe.js: pays the intent with a test card number. */
export function confirmSandboxCard({ paymentIntentId, ...card }: SandboxConfirmInput) {
  return callApi(sandboxApi.confirmCard, { params: { id: paymentIntentId }, body: card });
}

export function useConfirmSandboxCard() {
  return useMutation({ mutationFn: confirmSandboxCard });
}
