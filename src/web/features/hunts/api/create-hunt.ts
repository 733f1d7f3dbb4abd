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
      // Not awaited, as a saved draft's (save-hunt-draft.ts): the editor settles at the answer.
      invalidateWallet(queryClient);
      void invalidateHunts(queryClient);
    },
  });
}
