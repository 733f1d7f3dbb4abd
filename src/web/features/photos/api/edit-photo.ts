import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photosApi, type EditPhotoBody } from '@/shared/contract/endpoints/photos';
import { globalPhotosQueryOptions } from '@/web/features/photos/api/get-global-photos';
import { myPhotosQueryOptions } from '@/web/features/photos/api/get-my-photos';
import { nearbyPhotosBaseKey } from '@/web/features/photos/api/get-nearby-photos';
import { callApi } from '@/web/lib/api-client';

export type EditPhotoInput = { id: number } & EditPhotoBody;

/** The creator's own message, while nobody has discovered it yet. Answers the updated photo. */
export function editPhoto({ id, ...body }: EditPhotoInput) {
  return callApi(photosApi.edit, { params: { id }, body });
}

export function useEditPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editPhoto,
    // The public description shows on every list the message appears in.
    onSuccess: () => {
      for (const queryKey of [
        myPhotosQueryOptions.queryKey,
        nearbyPhotosBaseKey,
        globalPhotosQueryOptions.queryKey,
      ]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
