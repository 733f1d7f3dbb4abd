import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  photosApi,
  type CreatePhotoFields,
  type CreatePhotoJson,
} from '@/shared/contract/endpoints/photos';
import { invalidateMessageLists } from '@/web/features/photos/api/invalidate-message-lists';
import { callApi } from '@/web/lib/api-client';

/**
 * Home sends a multipart form with an `image` file (SPEC 3, home form); the camera screen
 * sends JSON with `imageData` in base64.
 */
export type CreatePhotoInput =
  | { kind: 'form'; fields: CreatePhotoFields; image: Blob }
  | { kind: 'json'; body: CreatePhotoJson };

export type UploadOptions = {
  /** The share of the photo sent so far (0 to 1); at 1 the server is reading its text. */
  onUploadProgress?: (sent: number) => void;
};

export function createPhoto(input: CreatePhotoInput, options: UploadOptions = {}) {
  return input.kind === 'form'
    ? callApi(photosApi.create, { form: { fields: input.fields, file: input.image } }, options)
    : callApi(photosApi.create, { body: input.body }, options);
}

export function useCreatePhoto(options: UploadOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePhotoInput) => createPhoto(input, options),
    // Not awaited: the form can close at once while the lists refetch behind it.
    onSuccess: () => invalidateMessageLists(queryClient),
  });
}
