import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { walletApi, type PricingCheckBody } from '@/shared/contract/endpoints/wallet';
import { apiQueryKey } from '@/web/lib/api-client';
import { apiQueryOptions } from '@/web/lib/query-client';

/** Every pricing check: invalidated together whenever the balance or today's free use changes. */
export const pricingCheckBaseKey = apiQueryKey(walletApi.checkPricing);

/**
 * What a message with this scan limit and reward would cost the user now. A read, though it is
 * a POST, so it is a query: cached per limit and reward until the wallet changes.
 */
export function pricingCheckQueryOptions({ requestedScans, rewardAmount = 0 }: PricingCheckBody) {
  return apiQueryOptions(walletApi.checkPricing, { body: { requestedScans, rewardAmount } });
}

export function useScanPricingCheck(body: PricingCheckBody, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...pricingCheckQueryOptions(body),
    enabled: options.enabled ?? true,
    // The previous price stays on screen while a new limit is priced: no flicker per keystroke.
    placeholderData: keepPreviousData,
  });
}
