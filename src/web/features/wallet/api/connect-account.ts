import { useMutation } from '@tanstack/react-query';
import { paymentsApi } from '@/shared/contract/endpoints/wallet';
import { callApi } from '@/web/lib/api-client';

/** Creates the user's payout account with the provider, or answers the one already there. */
export function connectAccount() {
  return callApi(paymentsApi.connectAccount);
}

export function useConnectAccount() {
  return useMutation({ mutationFn: connectAccount });
}
