import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scanApi, type ScanBody } from '@/shared/contract/scan';
import { invalidateAfterDiscovery } from '@/web/features/scan/api/invalidate-after-discovery';
import { callApi } from '@/web/lib/api-client';

/** Messages hidden within 100 m of the scanner whose printed text matches the scan. */
export function scanNearby(body: ScanBody) {
  return callApi(scanApi.local, { body });
}

export function useScanNearby() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanNearby,
    onSuccess: (result) => {
      if (result.matches > 0) invalidateAfterDiscovery(queryClient);
    },
  });
}
