import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { huntsApi, type HuntPriceBody } from '@/shared/contract/endpoints/hunts';
import { apiQueryOptions } from '@/web/lib/query-client';

/** What publishing these steps would cost now, by the pricing check the create charges with. */
export function useHuntPriceCheck(body: HuntPriceBody, enabled: boolean) {
  return useQuery({
    ...apiQueryOptions(huntsApi.price, { body }),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
