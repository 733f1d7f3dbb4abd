import { useMutation } from '@tanstack/react-query';
import type { Ok, ResetPasswordBody } from '@/shared/contract/auth';
import { apiRequest } from '@/web/lib/api-client';

export function resetPassword(body: ResetPasswordBody): Promise<Ok> {
  return apiRequest<Ok>('POST', '/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
