import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Transaction } from '@/shared/contract/wallet';
import { fetchQueryKey } from '@/web/lib/query-client';

/** The wallet's movements, newest first, amounts signed from the user's side. */
export const transactionsQueryOptions = queryOptions({
  queryKey: ['/api/wallet/transactions'],
  queryFn: fetchQueryKey<Transaction[]>,
});

export function useTransactions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...transactionsQueryOptions, enabled: options.enabled ?? true });
}
