import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScanGlobalBody, ScanResponse } from '@/shared/contract/scan';
import { invalidateAfterDiscovery } from '@/web/features/scanner/api/invalidate-after-discovery';
import { apiRequest } from '@/web/lib/api-client';

/** Book and magazine messages, found from anywhere, whose printed text matches the scan. */
export function scanGlobal(body: ScanGlobalBody): Promise<ScanResponse> {
  return apiRequest<ScanResponse>('POST', '/api/scan/global', body);
}

export function useScanGlobal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanGlobal,
    onSuccess: (result) => {
      if (result.matches > 0) invalidateAfterDiscovery(queryClient);
    },
  });
}
