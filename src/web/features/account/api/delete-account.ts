import { useSingleFlightMutation } from '@/web/lib/use-single-flight-mutation';
import { accountApi, type DeleteAccountBody } from '@/shared/contract/endpoints/account';
import { callApi } from '@/web/lib/api-client';
import { endsSession } from '@/web/lib/query-client';

/** 'Delete my account' (decision 021): the server signs out everywhere when it succeeds. */
export function deleteAccount(body: DeleteAccountBody) {
  return callApi(accountApi.deleteAccount, { body });
}

export function useDeleteAccount() {
  return useSingleFlightMutation({ mutationFn: deleteAccount, meta: endsSession });
}
