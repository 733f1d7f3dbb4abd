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
    // Not awaited: the editor records the save the moment the server answers. Awaiting the
    // lists' refetch held the answer back a round trip, long enough for a person who had left
    // mid-save to come back to the editor before it learned of the save (then unsaved, and its
    // next save refused as made elsewhere).
    onSuccess: () => {
      void invalidateHunts(queryClient);
    },
  });
}
