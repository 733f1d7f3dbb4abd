import { useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from '@/web/lib/use-single-flight-mutation';
import { authApi, type LoginBody } from '@/shared/contract/endpoints/auth';
import { currentUserQueryOptions } from '@/web/features/auth/api/get-current-user';
import { callApi } from '@/web/lib/api-client';

export function login(body: LoginBody) {
  return callApi(authApi.login, { body });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: login,
    // Awaited, so the mutation stays pending until the app knows who is signed in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey }),
  });
}
