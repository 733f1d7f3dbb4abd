import { useMutation } from '@tanstack/react-query';
import { authApi, type ResetPasswordBody } from '@/shared/contract/endpoints/auth';
import { callApi } from '@/web/lib/api-client';

export function resetPassword(body: ResetPasswordBody) {
  return callApi(authApi.resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
