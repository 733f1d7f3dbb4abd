import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photosApi } from '@/shared/contract/endpoints/photos';
import { invalidateMessageLists } from '@/web/features/photos/api/invalidate-message-lists';
import { callApi } from '@/web/lib/api-client';

export type ReactivatePhotoInput = {
  id: number;
  additionalScans: number;
  /** The same for a retry of one purchase, so it is charged once. */
  requestId: string;
};

/** Buys more discoveries for a message at the tier price; 402 when the wallet is short. */
export function reactivatePhoto({ id, additionalScans, requestId }: ReactivatePhotoInput) {
  return callApi(photosApi.reactivate, { params: { id }, body: { additionalScans, requestId } });
}

export function useReactivatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivatePhoto,
    onSuccess: () => invalidateMessageLists(queryClient),
  });
}
