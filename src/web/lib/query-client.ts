import { MutationCache, QueryClient, queryOptions, type QueryMeta } from '@tanstack/react-query';
import type { EndpointInput, Route } from '@/shared/contract/endpoint';
import { apiQueryKey, request } from '@/web/lib/api-client';

/**
 * A query of the endpoint table: its key is its path (SPEC 7: a key's parts joined by '/' are
 * its GET path), then its query or body, and its fetcher calls that very endpoint, so a key can
 * never disagree with its URL.
 */
export function apiQueryOptions<E extends Route>(endpoint: E, input?: EndpointInput<E>) {
  return queryOptions({
    queryKey: apiQueryKey(endpoint, input),
    queryFn: ({ signal }) => request(endpoint, input, { signal }),
  });
}

/**
 * The mark of a query someone else changes (the user's tickets get the admin's replies): no
 * mutation of this app invalidates it at the right moment, so it is read again whenever the
 * app comes back to the foreground and after each of the user's own changes, which is when
 * the user is there to see it. Used with `refetchOnWindowFocus: 'always'`, since nothing here
 * ever goes stale on its own.
 */
export const changedByOthers: QueryMeta = { changedByOthers: true };

/** The mark of a mutation after which this browser is signed out: nothing is read again. */
export const endsSession = { endsSession: true } as const;

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      // Data changes only through this app's own mutations, which invalidate what they touch.
      // Offline, TanStack pauses requests until the connection returns ('online' mode): a Save
      // pressed without signal said 'Saving...' forever. Every request goes at once instead and
      // fails with the one offline message (serverMessage) while the user is there to read it.
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        retry: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) => {
        // After a change that ends the session (the account deleted) nothing is read again:
        // the page is going away and every read would answer 401.
        if (mutation.meta?.endsSession === true) return;
        // Not awaited: the change's own callbacks need not wait for this read.
        void queryClient.invalidateQueries({
          predicate: (query) => query.meta?.changedByOthers === true,
        });
      },
    }),
  });
  return queryClient;
}

/**
 * Reads again every query on screen that failed, when the connection returns. TanStack's own
 * reconnect refetch left them failed: its online state starts as online even on a page loaded
 * offline, so the 'online' event changed nothing, and screens said 'Could not load…' under a
 * page that looked online again until each was retried by hand. Returns the unsubscribe.
 */
export function readAgainOnReconnect(
  queryClient: QueryClient,
  events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const readAgain = () =>
    void queryClient.refetchQueries(
      { type: 'active', predicate: (query) => query.state.status === 'error' },
      { cancelRefetch: false },
    );
  events.addEventListener('online', readAgain);
  return () => events.removeEventListener('online', readAgain);
}
