import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ok } from '@/shared/contract/auth';
import { invalidateMessageLists } from '@/web/features/photos/api/invalidate-message-lists';
import { apiRequest } from '@/web/lib/api-client';

export function deletePhoto(id: number): Promise<Ok> {
  return apiRequest<Ok>('DELETE', `/api/photos/${id}`);
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePhoto,
    onSuccess: () => invalidateMessageLists(queryClient),
  });
}
