import { useMutation } from '@tanstack/react-query';
import { paymentsApi } from '@/shared/contract/endpoints/wallet';
import { callApi } from '@/web/lib/api-client';

/** A one-time link to the provider's onboarding (in test mode, /sandbox/onboarding here). */
export function createOnboardingLink() {
  return callApi(paymentsApi.onboardingLink);
}

export function useCreateOnboardingLink() {
  return useMutation({ mutationFn: createOnboardingLink });
}
