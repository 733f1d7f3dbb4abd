import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, RegisterBody } from '@/shared/contract/auth';
import { currentUserQueryOptions } from '@/web/features/auth/api/get-current-user';
import { apiRequest } from '@/web/lib/api-client';

export function register(body: RegisterBody): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/auth/register', body);
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    // The reply is the new, signed-in user: no need to ask the server again.
    onSuccess: (user) => queryClient.setQueryData(currentUserQueryOptions.queryKey, user),
  });
}
