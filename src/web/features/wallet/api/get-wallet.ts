import { useQuery } from '@tanstack/react-query';
import { walletApi } from '@/shared/contract/endpoints/wallet';
import { apiQueryOptions } from '@/web/lib/query-client';

/** The signed-in user's balances, euros: everything, the withdrawable part, in-app rewards. */
export const walletQueryOptions = apiQueryOptions(walletApi.wallet);

export function useWallet() {
  return useQuery(walletQueryOptions);
}
