import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/web/lib/api-client';

/** Test mode only: what the provider's onboarding would do once the user gave their details. */
export function completeSandboxOnboarding(accountId: string) {
  return apiRequest<{ payoutsEnabled: true }>(
    'POST',
    `/api/sandbox/accounts/${encodeURIComponent(accountId)}/complete-onboarding`,
  );
}

export function useCompleteSandboxOnboarding() {
  return useMutation({ mutationFn: completeSandboxOnboarding });
}
