import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SEARCH_MIN_LENGTH } from '@/shared/rules/messages';
import { usersApi } from '@/shared/contract/endpoints/users';
import { apiQueryOptions } from '@/web/lib/query-client';

const SEARCH_CACHE_MS = 30_000;

export function searchUsersQueryOptions(term: string) {
  return queryOptions({
    ...apiQueryOptions(usersApi.search, { query: { q: term } }),
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
