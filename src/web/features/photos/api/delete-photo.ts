import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photosApi } from '@/shared/contract/endpoints/photos';
import { invalidateMessageLists } from '@/web/features/photos/api/invalidate-message-lists';
import { callApi } from '@/web/lib/api-client';

export function deletePhoto(id: number) {
  return callApi(photosApi.remove, { params: { id } });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: () => invalidateMessageLists(queryClient),
  });
}
