import { useMutation } from '@tanstack/react-query';
import type { CheckUserBody, Ok } from '@/shared/contract/auth';
import { apiRequest } from '@/web/lib/api-client';

/** Step 1 of the password reset: the account exists and this is its registered device. */
export function checkUser(body: CheckUserBody): Promise<Ok> {
  return apiRequest<Ok>('POST', '/api/auth/check-user', body);
}

export function useCheckUser() {
  return useMutation({ mutationFn: checkUser });
}
