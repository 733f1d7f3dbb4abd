import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePhotoJson, CreatePhotoResponse } from '@/shared/contract/photos';
import { myPhotosQueryOptions } from '@/web/features/photos/api/get-my-photos';
import { myStatsQueryOptions } from '@/web/features/photos/api/get-my-stats';
import { nearbyPhotosBaseKey } from '@/web/features/photos/api/get-nearby-photos';
import { invalidateWallet } from '@/web/features/wallet/api/invalidate-wallet';
import { apiRequest } from '@/web/lib/api-client';

/**
 * Home sends multipart FormData with an `image` file (SPEC 3, home form); the camera screen
 * sends JSON with `imageData` in base64.
 */
export type CreatePhotoPayload = FormData | CreatePhotoJson;

export function createPhoto(payload: CreatePhotoPayload): Promise<CreatePhotoResponse> {
  return apiRequest<CreatePhotoResponse>('POST', '/api/photos', payload);
}

export function useCreatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPhoto,
    // Not awaited: the form can close at once while the lists refetch behind it.
    onSuccess: () => {
      for (const queryKey of [
        ['/api/photos'],
        myPhotosQueryOptions.queryKey,
        myStatsQueryOptions.queryKey,
        nearbyPhotosBaseKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      invalidateWallet(queryClient);
    },
  });
}
