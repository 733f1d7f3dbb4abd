import { useMutation } from '@tanstack/react-query';
import { sandboxApi } from '@/shared/contract/endpoints/wallet';
import { callApi } from '@/web/lib/api-client';

/** Test mode only: what the provider's onboarding would do once the user gave their details. */
/** `bankAccount` (an IBAN) is optional: without one the account gets a bank account of its own. */
export function completeSandboxOnboarding(input: { accountId: string; bankAccount?: string }) {
  return callApi(sandboxApi.completeOnboarding, {
    params: { id: input.accountId },
    body: input.bankAccount ? { bankAccount: input.bankAccount } : {},
  });
}

export function useCompleteSandboxOnboarding() {
  return useMutation({ mutationFn: completeSandboxOnboarding });
}
