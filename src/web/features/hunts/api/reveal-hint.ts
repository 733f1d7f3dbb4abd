import { useMutation, useQueryClient } from '@tanstack/react-query';
import { huntsApi } from '@/shared/contract/endpoints/hunts';
import { invalidateHunts } from '@/web/features/hunts/api/hunt-queries';
import { callApi } from '@/web/lib/api-client';

export function revealHint(input: { huntId: number; step: number }) {
  return callApi(huntsApi.revealHint, { params: { id: input.huntId, step: input.step } });
}

export function useRevealHint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revealHint,
    onSuccess: () => invalidateHunts(queryClient),
  });
}
