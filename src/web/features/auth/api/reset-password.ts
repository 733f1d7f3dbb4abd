import { useSingleFlightMutation } from '@/web/lib/use-single-flight-mutation';
import { authApi, type ResetPasswordBody } from '@/shared/contract/endpoints/auth';
import { callApi } from '@/web/lib/api-client';

export function resetPassword(body: ResetPasswordBody) {
  return callApi(authApi.resetPassword, { body });
}

export function useResetPassword() {
  return useSingleFlightMutation({ mutationFn: resetPassword });
}
