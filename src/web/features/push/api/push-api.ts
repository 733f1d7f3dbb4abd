import { queryOptions } from '@tanstack/react-query';
import { pushApi, type PushSubscribeBody } from '@/shared/contract/endpoints/push';
import { callApi } from '@/web/lib/api-client';
import { apiQueryOptions } from '@/web/lib/query-client';

/** The server's VAPID key, or null when Web Push is off there (decision 032). */
export const pushConfigQueryOptions = queryOptions({
  ...apiQueryOptions(pushApi.config),
  staleTime: Infinity,
});

export const saveSubscription = (body: PushSubscribeBody) => callApi(pushApi.subscribe, { body });

export const removeSubscription = (endpoint: string) =>
  callApi(pushApi.unsubscribe, { body: { endpoint } });
