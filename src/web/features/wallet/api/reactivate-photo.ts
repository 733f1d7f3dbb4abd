import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Photo } from '@/shared/contract/photos';
import { globalPhotosQueryOptions } from '@/web/features/photos/api/get-global-photos';
import { myPhotosQueryOptions } from '@/web/features/photos/api/get-my-photos';
import { myStatsQueryOptions } from '@/web/features/photos/api/get-my-stats';
import { nearbyPhotosBaseKey } from '@/web/features/photos/api/get-nearby-photos';
import { invalidateWallet } from '@/web/features/wallet/api/invalidate-wallet';
import { apiRequest } from '@/web/lib/api-client';

export type ReactivatePhotoInput = { id: number; additionalScans: number };

/** Buys more discoveries for a message at the tier price; 402 when the wallet is short. */
export function reactivatePhoto({ id, additionalScans }: ReactivatePhotoInput) {
  return apiRequest<Photo>('POST', `/api/photos/${id}/reactivate`, { additionalScans });
}

export function useReactivatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivatePhoto,
    onSuccess: () => {
      // The message is findable again everywhere it is listed, and the wallet paid for it.
      for (const queryKey of [
        myPhotosQueryOptions.queryKey,
        myStatsQueryOptions.queryKey,
        nearbyPhotosBaseKey,
        globalPhotosQueryOptions.queryKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      invalidateWallet(queryClient);
    },
  });
}
