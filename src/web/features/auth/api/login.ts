import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, LoginBody } from '@/shared/contract/auth';
import { currentUserQueryOptions } from '@/web/features/auth/api/get-current-user';
import { apiRequest } from '@/web/lib/api-client';

export function login(body: LoginBody): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/auth/login', body);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    // Awaited, so the mutation stays pending until the app knows who is signed in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey }),
  });
}
