import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from '@/web/lib/use-single-flight-mutation';
import { authApi } from '@/shared/contract/endpoints/auth';
import { callApi } from '@/web/lib/api-client';
import { apiQueryOptions } from '@/web/lib/query-client';

/** The account's signed-in browsers, this one first. */
export const sessionsQueryOptions = apiQueryOptions(authApi.sessions);

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}

export function endOtherSessions() {
  return callApi(authApi.endOtherSessions);
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey }),
  });
}
