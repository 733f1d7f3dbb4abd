import type { QueryClient } from '@tanstack/react-query';
import { huntsApi } from '@/shared/contract/endpoints/hunts';
import { myStatsQueryOptions } from '@/web/features/photos/api/get-my-stats';
import { apiQueryKey } from '@/web/lib/api-client';
import { apiQueryOptions } from '@/web/lib/query-client';

/** The creator's hunts (My Space, 'My Treasure Hunts'). */
export const myHuntsQueryOptions = apiQueryOptions(huntsApi.own);
/** What the user may play now (/treasure-hunt-viewer). */
export const availableHuntsQueryOptions = apiQueryOptions(huntsApi.available);
/** What the user finished (/treasure-hunt-viewer, 'Finished Hunts'). */
export const finishedHuntsQueryOptions = apiQueryOptions(huntsApi.finished);
/** The user's drafts (My Space, 'Pending Treasure Hunts'). */
export const huntDraftsQueryOptions = apiQueryOptions(huntsApi.drafts);

export function huntDraftQueryOptions(id: number) {
  return apiQueryOptions(huntsApi.draft, { params: { id } });
}

export function leaderboardQueryOptions(id: number) {
  return apiQueryOptions(huntsApi.leaderboard, { params: { id } });
}

/** After a hunt or a draft changes: every list that shows one, and the statistics. */
export function invalidateHunts(queryClient: QueryClient) {
  return Promise.all(
    [
      myHuntsQueryOptions.queryKey,
      availableHuntsQueryOptions.queryKey,
      finishedHuntsQueryOptions.queryKey,
      huntDraftsQueryOptions.queryKey,
      apiQueryKey(huntsApi.progress),
      myStatsQueryOptions.queryKey,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
