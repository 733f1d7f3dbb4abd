import { queryOptions } from '@tanstack/react-query';
import { paymentsApi } from '@/shared/contract/endpoints/wallet';
import { apiQueryOptions } from '@/web/lib/query-client';

/**
 * The payout account as the provider sees it. Read fresh before each withdrawal (staleTime 0):
 * onboarding finishes in another tab, so a cached answer would be wrong.
 */
export const accountStatusQueryOptions = queryOptions({
  ...apiQueryOptions(paymentsApi.accountStatus),
  staleTime: 0,
});
