import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  officeApi,
  type HeldRewardDecision,
  type ModerationDecision,
} from '@/shared/contract/endpoints/office';
import { nearbyPhotosBaseKey } from '@/web/features/photos/api/get-nearby-photos';
import { callApi } from '@/web/lib/api-client';
import { apiQueryOptions } from '@/web/lib/query-client';
import {
  invalidateTicketLists,
  officeCountsQueryOptions,
} from '@/web/features/support/api/support-queries';

export const officeStatsQueryOptions = apiQueryOptions(officeApi.stats);
export const moderationQueueQueryOptions = apiQueryOptions(officeApi.moderationQueue);
export const auditQueryOptions = apiQueryOptions(officeApi.audit);
export const heldRewardsQueryOptions = apiQueryOptions(officeApi.heldRewards);

/** The office button's numbers, kept fresh for the admin while the app is open. */
export function useOfficeCounts(options: { enabled: boolean }) {
  return useQuery({
    ...officeCountsQueryOptions,
    enabled: options.enabled,
    refetchInterval: 60_000,
  });
}

export function useOfficeStats() {
  return useQuery(officeStatsQueryOptions);
}

/** SPEC 7: always refetched, no minimum length. */
export function useOfficeUserSearch(q: string) {
  return useQuery({
    ...apiQueryOptions(officeApi.searchUsers, { query: { q } }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

export function useModerationQueue() {
  return useQuery(moderationQueueQueryOptions);
}

export function useAuditLog() {
  return useQuery({ ...auditQueryOptions, staleTime: 0 });
}

export function useRevealSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(officeApi.revealSecret, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditQueryOptions.queryKey }),
  });
}

export function useModerationDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ModerationDecision }) =>
      callApi(officeApi.decide, { params: { id }, body: { decision } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationQueueQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: nearbyPhotosBaseKey }),
        invalidateTicketLists(queryClient),
      ]),
  });
}

/** Rewards held for review (decision 012): always fresh, money waits on them. */
export function useHeldRewards() {
  return useQuery({ ...heldRewardsQueryOptions, staleTime: 0 });
}

export function useHeldRewardDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: HeldRewardDecision }) =>
      callApi(officeApi.decideHeldReward, { params: { id }, body: { decision } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: heldRewardsQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: officeStatsQueryOptions.queryKey }),
      ]),
  });
}
