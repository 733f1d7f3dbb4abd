import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/web/lib/api-client';

/** A one-time link to the provider's onboarding (in test mode, /sandbox/onboarding here). */
export function createOnboardingLink() {
  return apiRequest<{ url: string }>('POST', '/api/stripe/onboarding-link');
}

export function useCreateOnboardingLink() {
  return useMutation({ mutationFn: createOnboardingLink });
}
