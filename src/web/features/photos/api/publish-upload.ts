import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadsApi, type PublishBody } from '@/shared/contract/endpoints/uploads';
import { invalidateMessageLists } from '@/web/features/photos/api/invalidate-message-lists';
import { callApi } from '@/web/lib/api-client';

export type PublishUploadInput = { uploadId: number; body: PublishBody };

/** The message behind an uploaded photo, charged now; a retry answers the same message. */
export function publishUpload({ uploadId, body }: PublishUploadInput) {
  return callApi(uploadsApi.publish, { params: { id: uploadId }, body });
}

export function usePublishUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishUpload,
    onSuccess: () => invalidateMessageLists(queryClient),
  });
}
