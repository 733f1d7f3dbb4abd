import { useQuery } from '@tanstack/react-query';
import { walletApi } from '@/shared/contract/endpoints/wallet';
import { apiQueryOptions } from '@/web/lib/query-client';

/** The wallet's movements, newest first, amounts signed from the user's side. */
export const transactionsQueryOptions = apiQueryOptions(walletApi.transactions);

export function useTransactions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...transactionsQueryOptions, enabled: options.enabled ?? true });
}
