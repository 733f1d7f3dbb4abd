import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { apiRequest } from '@/web/lib/api-client';

/**
 * A query key's parts joined by '/' are its GET path (SPEC 7): ['/api/photos', 5] fetches
 * /api/photos/5. Every query uses this fetcher, so a key can never disagree with its URL.
 */
export function fetchQueryKey<T>({ queryKey, signal }: QueryFunctionContext): Promise<T> {
  return apiRequest<T>('GET', queryKey.join('/'), undefined, { signal });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Data changes only through this app's own mutations, which invalidate what they touch.
      queries: {
        queryFn: fetchQueryKey,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
