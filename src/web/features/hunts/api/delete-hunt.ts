import { useMutation, useQueryClient } from '@tanstack/react-query';
import { huntsApi } from '@/shared/contract/endpoints/hunts';
import { invalidateHunts } from '@/web/features/hunts/api/hunt-queries';
import { invalidateWallet } from '@/web/features/wallet/api/invalidate-wallet';
import { callApi } from '@/web/lib/api-client';

export function deleteHunt(id: number) {
  return callApi(huntsApi.remove, { params: { id } });
}

/** Deleting refunds unpaid rewards: the wallet is read again. */
export function useDeleteHunt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHunt,
    onSuccess: () => {
      invalidateWallet(queryClient);
      return invalidateHunts(queryClient);
    },
  });
}
