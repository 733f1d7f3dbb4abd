import { useMutation } from '@tanstack/react-query';
import { authApi, type CheckUserBody } from '@/shared/contract/endpoints/auth';
import { callApi } from '@/web/lib/api-client';

/** Step 1 of the password reset: the account exists and this is its registered device. */
export function checkUser(body: CheckUserBody) {
  return callApi(authApi.checkUser, { body });
}

export function useCheckUser() {
  return useMutation({ mutationFn: checkUser });
}
