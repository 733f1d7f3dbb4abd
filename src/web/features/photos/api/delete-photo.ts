import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ok } from '@/shared/contract/auth';
import { globalPhotosQueryOptions } from '@/web/features/photos/api/get-global-photos';
import { myPhotosQueryOptions } from '@/web/features/photos/api/get-my-photos';
import { myStatsQueryOptions } from '@/web/features/photos/api/get-my-stats';
import { nearbyPhotosBaseKey } from '@/web/features/photos/api/get-nearby-photos';
import { invalidateWallet } from '@/web/features/wallet/api/invalidate-wallet';
import { apiRequest } from '@/web/lib/api-client';

export function deletePhoto(id: number): Promise<Ok> {
  return apiRequest<Ok>('DELETE', `/api/photos/${id}`);
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: () => {
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
