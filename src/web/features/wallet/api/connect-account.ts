import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/web/lib/api-client';

/** Creates the user's payout account with the provider, or answers the one already there. */
export function connectAccount() {
  return apiRequest<{ onboardingComplete: boolean }>('POST', '/api/stripe/connect-account');
}

export function useConnectAccount() {
  return useMutation({ mutationFn: connectAccount });
}
