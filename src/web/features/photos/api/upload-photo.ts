import { useMutation } from '@tanstack/react-query';
import { uploadsApi, type UploadFields } from '@/shared/contract/endpoints/uploads';
import type { UploadOptions } from '@/web/features/photos/api/create-photo';
import { callApi } from '@/web/lib/api-client';

/** The photo and where it is taken (none for a page): stored and read, nothing charged. */
export type UploadPhotoInput = { image: Blob; place: UploadFields | null };

export function uploadPhoto({ image, place }: UploadPhotoInput, options: UploadOptions = {}) {
  return callApi(uploadsApi.create, { form: { fields: place ?? {}, file: image } }, options);
}

export function useUploadPhoto(options: UploadOptions = {}) {
  return useMutation({ mutationFn: (input: UploadPhotoInput) => uploadPhoto(input, options) });
}
