import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { Endpoint, EndpointInput } from '@/shared/contract/endpoint';
import { apiQueryKey, request } from '@/web/lib/api-client';

/**
 * A query of the endpoint table: its key is its path (SPEC 7: a key's parts joined by '/' are
 * its GET path), then its query or body, and its fetcher calls that very endpoint, so a key can
 * never disagree with its URL.
 */
export function apiQueryOptions<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>) {
  return queryOptions({
    queryKey: apiQueryKey(endpoint, input),
    queryFn: ({ signal }) => request(endpoint, input, { signal }),
  });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Data changes only through this app's own mutations, which invalidate what they touch.
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
