import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePhotoJson, CreatePhotoResponse } from '@/shared/contract/photos';
import { invalidateMessageLists } from '@/web/features/photos/api/invalidate-message-lists';
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
    onSuccess: () => invalidateMessageLists(queryClient),
  });
}
