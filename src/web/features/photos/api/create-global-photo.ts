import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photosApi, type CreateGlobalPhotoFields } from '@/shared/contract/endpoints/photos';
import type { UploadOptions } from '@/web/features/photos/api/create-photo';
import { invalidateMessageLists } from '@/web/features/photos/api/invalidate-message-lists';
import { callApi } from '@/web/lib/api-client';

export type CreateGlobalPhotoInput = { fields: CreateGlobalPhotoFields; image: Blob };

/** A books-and-magazines message (SPEC 3, global payload): multipart, with no position. */
export function createGlobalPhoto(
  { fields, image }: CreateGlobalPhotoInput,
  options: UploadOptions = {},
) {
  return callApi(photosApi.createGlobal, { form: { fields, file: image } }, options);
}

export function useCreateGlobalPhoto(options: UploadOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGlobalPhotoInput) => createGlobalPhoto(input, options),
    onSuccess: () => invalidateMessageLists(queryClient),
  });
}
