import { useQuery } from '@tanstack/react-query';
import { platformApi } from '@/shared/contract/endpoints/platform';
import { apiQueryOptions } from '@/web/lib/query-client';

export const publicConfigQueryOptions = apiQueryOptions(platformApi.publicConfig);

/** Installation facts needed before sign-in: the admin's nickname, whether Google is offered. */
export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
