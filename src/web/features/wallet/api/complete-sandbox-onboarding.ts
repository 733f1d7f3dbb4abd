import { useMutation } from '@tanstack/react-query';
import { sandboxApi } from '@/shared/contract/wallet';
import { callApi } from '@/web/lib/api-client';

/** Test mode only: what the provider's onboarding would do once the user gave their details. */
export function completeSandboxOnboarding(accountId: string) {
  return callApi(sandboxApi.completeOnboarding, { params: { id: accountId } });
}

export function useCompleteSandboxOnboarding() {
  return useMutation({ mutationFn: completeSandboxOnboarding });
}
