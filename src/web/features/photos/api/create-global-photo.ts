import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePhotoResponse } from '@/shared/contract/photos';
import { invalidateMessageLists } from '@/web/features/photos/api/invalidate-message-lists';
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
    onSuccess: () => invalidateMessageLists(queryClient),
  });
}
