import { useSingleFlightMutation } from '@/web/lib/use-single-flight-mutation';
import { authApi, type NewRecoveryCodeBody } from '@/shared/contract/endpoints/auth';
import { callApi } from '@/web/lib/api-client';

/**
 * My Space: a new recovery code, shown once; the old one stops working. Confirmed with the
 * password (an account without one confirms with Google first).
 */
export function newRecoveryCode(body: NewRecoveryCodeBody) {
  return callApi(authApi.newRecoveryCode, { body });
}

export function useNewRecoveryCode() {
  return useSingleFlightMutation({ mutationFn: newRecoveryCode });
}
