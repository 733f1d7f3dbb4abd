import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserSearchResult } from '@/shared/contract/photos';
import { USER_SEARCH_MIN_LENGTH } from '@/shared/rules/messages';
import { apiRequest } from '@/web/lib/api-client';

const SEARCH_CACHE_MS = 30_000;

export function searchUsers(term: string, signal?: AbortSignal): Promise<UserSearchResult[]> {
  const query = new URLSearchParams({ q: term });
  return apiRequest<UserSearchResult[]>('GET', `/api/users/search?${query.toString()}`, undefined, {
    signal,
  });
}

/** A search term is a query string, not a path part, so this query brings its own fetcher. */
export function searchUsersQueryOptions(term: string) {
  return queryOptions({
    queryKey: ['/api/users/search', term],
    queryFn: ({ signal }) => searchUsers(term, signal),
    // People register all the time: a cached answer is good for 30 s only (SPEC 7).
    staleTime: SEARCH_CACHE_MS,
  });
}

/** Asks only once at least 2 characters are typed (SPEC 5). */
export function useSearchUsers(term: string) {
  const trimmed = term.trim();
  return useQuery({
    ...searchUsersQueryOptions(trimmed),
    enabled: trimmed.length >= USER_SEARCH_MIN_LENGTH,
  });
}
