import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditPhotoBody, Photo } from '@/shared/contract/photos';
import { globalPhotosQueryOptions } from '@/web/features/photos/api/get-global-photos';
import { myPhotosQueryOptions } from '@/web/features/photos/api/get-my-photos';
import { nearbyPhotosBaseKey } from '@/web/features/photos/api/get-nearby-photos';
import { apiRequest } from '@/web/lib/api-client';

export type EditPhotoInput = { id: number } & EditPhotoBody;

/** The creator's own message, while nobody has discovered it yet. Answers the updated photo. */
export function editPhoto({ id, ...body }: EditPhotoInput): Promise<Photo> {
  return apiRequest<Photo>('PUT', `/api/photos/${id}/edit`, body);
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
