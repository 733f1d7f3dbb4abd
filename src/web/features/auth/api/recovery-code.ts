import { useMutation } from '@tanstack/react-query';
import { authApi } from '@/shared/contract/auth';
import { callApi } from '@/web/lib/api-client';

/** My Space: a new recovery code, shown once; the old one stops working. */
export function newRecoveryCode() {
  return callApi(authApi.newRecoveryCode);
}

export function useNewRecoveryCode() {
  return useMutation({ mutationFn: newRecoveryCode });
}
