import { queryOptions } from '@tanstack/react-query';
import type { AccountStatus } from '@/shared/contract/wallet';
import { fetchQueryKey } from '@/web/lib/query-client';

/**
 * The payout account as the provider sees it. Read fresh before each withdrawal (staleTime 0):
 * onboarding finishes in another tab, so a cached answer would be wrong.
 */
export const accountStatusQueryOptions = queryOptions({
  queryKey: ['/api/stripe/account-status'],
  queryFn: fetchQueryKey<AccountStatus>,
  staleTime: 0,
});
