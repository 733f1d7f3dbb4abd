import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { activityApi, type ActivityList } from '@/shared/contract/endpoints/activity';
import { isNew } from '@/web/features/activity/model/activity-text';
import { callApi } from '@/web/lib/api-client';
import { apiQueryOptions, changedByOthers } from '@/web/lib/query-client';

/** What others do reaches it (discoveries, replies, releases): read again on focus. */
export const activityQueryOptions = queryOptions({
  ...apiQueryOptions(activityApi.list),
  meta: changedByOthers,
});

/** A minute while the app is open: what the My tab's dot reads between focus changes. */
const ACTIVITY_REFRESH_MS = 60_000;

/** The user's activity; also what the My tab's unread dot reads. */
export function useActivity() {
  return useQuery({
    ...activityQueryOptions,
    refetchOnWindowFocus: 'always',
    // Not while offline: a read that cannot go out would only fail once a minute.
    refetchInterval: () => (navigator.onLine ? ACTIVITY_REFRESH_MS : false),
  });
}

/** Seen up to the newest item shown: the dot goes at once, what arrives later stays news. */
export function useMarkActivitySeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) => callApi(activityApi.markSeen, { body: { upTo } }),
    onSuccess: ({ seenUpTo }) => {
      queryClient.setQueryData<ActivityList>(activityQueryOptions.queryKey, (list) =>
        list
          ? {
              ...list,
              seenUpTo,
              unread: list.items.filter((item) => isNew(item, seenUpTo)).length,
            }
          : list,
      );
    },
  });
}
