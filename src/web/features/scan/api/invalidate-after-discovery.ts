import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ScanResponse } from '@/shared/contract/endpoints/scan';
import { discoveredPhotosQueryOptions } from '@/web/features/photos/api/get-discovered-photos';
import { globalPhotosQueryOptions } from '@/web/features/photos/api/get-global-photos';
import { myPhotosQueryOptions } from '@/web/features/photos/api/get-my-photos';
import { myStatsQueryOptions } from '@/web/features/photos/api/get-my-stats';
import { nearbyPhotosBaseKey } from '@/web/features/photos/api/get-nearby-photos';
import { invalidateWallet } from '@/web/features/wallet/api/invalidate-wallet';

/**
 * A discovery changes badges elsewhere: Home's card goes Linked → Unlocked, the creator's My
 * Space card Hidden → Discovered, the lists now carry the revealed secret for this user, and a
 * rewarded discovery changes the finder's wallet; the find joins 'Discovered by me' and counts
 * in 'Found by Me'.
 * Not awaited: the result dialog opens at once while those lists refetch behind it.
 */
export function invalidateAfterDiscovery(queryClient: QueryClient): void {
  for (const queryKey of [
    nearbyPhotosBaseKey,
    myPhotosQueryOptions.queryKey,
    globalPhotosQueryOptions.queryKey,
    discoveredPhotosQueryOptions.queryKey,
    myStatsQueryOptions.queryKey,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
  invalidateWallet(queryClient);
}

/** A scan call as a mutation: one that matched refreshes what the discovery changed. */
export function useDiscoveryScan<Body>(scan: (body: Body) => Promise<ScanResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scan,
    onSuccess: (result) => {
      if (result.matches > 0) invalidateAfterDiscovery(queryClient);
    },
  });
}
