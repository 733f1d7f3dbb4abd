import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentsApi } from '@/shared/contract/endpoints/wallet';
import { invalidateWallet } from '@/web/features/wallet/api/invalidate-wallet';
import { callApi } from '@/web/lib/api-client';

export type WithdrawInput = {
  /** Euros. */
  amount: number;
  /** The same id on a retry, so the server pays it once. */
  requestId: string;
};

export function withdraw(body: WithdrawInput) {
  return callApi(paymentsApi.withdraw, { body });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    // Settled: a refused transfer is reversed by a new ledger entry the history should show.
    onSettled: () => invalidateWallet(queryClient),
  });
}
