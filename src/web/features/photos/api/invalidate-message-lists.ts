import type { QueryClient } from '@tanstack/react-query';
import { globalPhotosQueryOptions } from '@/web/features/photos/api/get-global-photos';
import { myPhotosQueryOptions } from '@/web/features/photos/api/get-my-photos';
import { myStatsQueryOptions } from '@/web/features/photos/api/get-my-stats';
import { nearbyPhotosBaseKey } from '@/web/features/photos/api/get-nearby-photos';
import { invalidateWallet } from '@/web/features/wallet/api/invalidate-wallet';

/**
 * After a message is created, deleted or bought more discoveries: every list it may appear in,
 * the creator's stats, and the wallet that paid or was refunded. Not awaited: screens move on
 * while these refetch behind them.
 */
export function invalidateMessageLists(queryClient: QueryClient): void {
  for (const queryKey of [
    myPhotosQueryOptions.queryKey,
    myStatsQueryOptions.queryKey,
    nearbyPhotosBaseKey,
    globalPhotosQueryOptions.queryKey,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
  invalidateWallet(queryClient);
}
