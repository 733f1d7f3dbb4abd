import { useMutation, useQueryClient } from '@tanstack/react-query';
import { huntsApi, type SaveDraftBody } from '@/shared/contract/endpoints/hunts';
import { invalidateHunts } from '@/web/features/hunts/api/hunt-queries';
import { callApi } from '@/web/lib/api-client';

export function saveHuntDraft(body: SaveDraftBody) {
  return callApi(huntsApi.saveDraft, { body });
}

export function useSaveHuntDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHuntDraft,
    onSuccess: () => invalidateHunts(queryClient),
  });
}
