import { useMutation, useQueryClient } from '@tanstack/react-query';
import { huntsApi } from '@/shared/contract/endpoints/hunts';
import { invalidateHunts } from '@/web/features/hunts/api/hunt-queries';
import { callApi } from '@/web/lib/api-client';

export function deleteHuntDraft(id: number) {
  return callApi(huntsApi.removeDraft, { params: { id } });
}

export function useDeleteHuntDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHuntDraft,
    onSuccess: () => invalidateHunts(queryClient),
  });
}
