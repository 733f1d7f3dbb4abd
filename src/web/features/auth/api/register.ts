import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi, type RegisterBody } from '@/shared/contract/auth';
import { currentUserQueryOptions } from '@/web/features/auth/api/get-current-user';
import { callApi } from '@/web/lib/api-client';

export function register(body: RegisterBody) {
  return callApi(authApi.register, { body });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    // The reply is the new, signed-in user: no need to ask the server again.
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions.queryKey, user),
  });
}
