import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PricingCheck, PricingCheckBody } from '@/shared/contract/wallet';
import { apiRequest } from '@/web/lib/api-client';

/** Every pricing check: invalidated together whenever the balance or today's free use changes. */
export const pricingCheckBaseKey = ['/api/scan-pricing/check'] as const;

export function checkScanPricing(body: PricingCheckBody, signal?: AbortSignal) {
  return apiRequest<PricingCheck>('POST', '/api/scan-pricing/check', body, { signal });
}

/**
 * What a message with this scan limit and reward would cost the user now. A read, though it is
 * a POST, so it is a query: cached per limit and reward until the wallet changes.
 */
export function pricingCheckQueryOptions({ requestedScans, rewardAmount = 0 }: PricingCheckBody) {
  return queryOptions({
    queryKey: [...pricingCheckBaseKey, requestedScans, rewardAmount],
    queryFn: ({ signal }) => checkScanPricing({ requestedScans, rewardAmount }, signal),
  });
}

export function useScanPricingCheck(body: PricingCheckBody, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...pricingCheckQueryOptions(body),
    enabled: options.enabled ?? true,
    // The previous price stays on screen while a new limit is priced: no flicker per keystroke.
    placeholderData: keepPreviousData,
  });
}
