import { useMutation } from '@tanstack/react-query';
import { authApi, type RegisterBody } from '@/shared/contract/endpoints/auth';
import { callApi } from '@/web/lib/api-client';

export function register(body: RegisterBody) {
  return callApi(authApi.register, { body });
}

/**
 * The reply is the new, signed-in user and its recovery code. The screen shows the code first
 * and then hands the user to the app's cache, so the code never sits in it.
 */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
