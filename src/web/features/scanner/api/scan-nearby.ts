import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScanBody, ScanResponse } from '@/shared/contract/scan';
import { invalidateAfterDiscovery } from '@/web/features/scanner/api/invalidate-after-discovery';
import { apiRequest } from '@/web/lib/api-client';

/** Messages hidden within 100 m of the scanner whose printed text matches the scan. */
export function scanNearby(body: ScanBody): Promise<ScanResponse> {
  return apiRequest<ScanResponse>('POST', '/api/scan', body);
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
