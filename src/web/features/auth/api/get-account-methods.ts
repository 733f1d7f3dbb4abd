import { useQuery } from '@tanstack/react-query';
import { authApi } from '@/shared/contract/endpoints/auth';
import { apiQueryOptions } from '@/web/lib/query-client';

/** Whether the account has a password, and which Google account is linked. */
export const accountMethodsQueryOptions = apiQueryOptions(authApi.account);

export function useAccountMethods() {
  return useQuery(accountMethodsQueryOptions);
}
