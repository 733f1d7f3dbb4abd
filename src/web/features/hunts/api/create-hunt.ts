import { useMutation, useQueryClient } from '@tanstack/react-query';
import { huntsApi, type CreateHuntBody } from '@/shared/contract/endpoints/hunts';
import { invalidateHunts } from '@/web/features/hunts/api/hunt-queries';
import { invalidateWallet } from '@/web/features/wallet/api/invalidate-wallet';
import { callApi } from '@/web/lib/api-client';

export function createHunt(body: CreateHuntBody) {
  return callApi(huntsApi.create, { body });
}

export function useCreateHunt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHunt,
    onSuccess: () => {
      invalidateWallet(queryClient);
      return invalidateHunts(queryClient);
    },
  });
}
