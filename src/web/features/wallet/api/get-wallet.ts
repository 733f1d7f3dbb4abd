import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wallet } from '@/shared/contract/wallet';
import { fetchQueryKey } from '@/web/lib/query-client';

/** The signed-in user's balances, euros: everything, the withdrawable part, in-app rewards. */
export const walletQueryOptions = queryOptions({
  queryKey: ['/api/wallet'],
  queryFn: fetchQueryKey<Wallet>,
});

export function useWallet() {
  return useQuery(walletQueryOptions);
}
