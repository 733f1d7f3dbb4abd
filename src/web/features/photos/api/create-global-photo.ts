import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePhotoResponse } from '@/shared/contract/photos';
import { globalPhotosQueryOptions } from '@/web/features/photos/api/get-global-photos';
import { myPhotosQueryOptions } from '@/web/features/photos/api/get-my-photos';
import { myStatsQueryOptions } from '@/web/features/photos/api/get-my-stats';
import { invalidateWallet } from '@/web/features/wallet/api/invalidate-wallet';
import { apiRequest } from '@/web/lib/api-client';

/**
 * A books-and-magazines message: multipart with an `image` file and the fields of
 * CreateGlobalPhotoFields (SPEC 3, global payload). It has no position.
 */
export function createGlobalPhoto(form: FormData): Promise<CreatePhotoResponse> {
  return apiRequest<CreatePhotoResponse>('POST', '/api/photos/global', form);
}

export function useCreateGlobalPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGlobalPhoto,
    onSuccess: () => {
      for (const queryKey of [
        globalPhotosQueryOptions.queryKey,
        myPhotosQueryOptions.queryKey,
        myStatsQueryOptions.queryKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
      invalidateWallet(queryClient);
    },
  });
}
