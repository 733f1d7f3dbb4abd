import { scanApi, type ScanGlobalBody } from '@/shared/contract/endpoints/scan';
import { useDiscoveryScan } from '@/web/features/scan/api/invalidate-after-discovery';
import { callApi } from '@/web/lib/api-client';

/** Book and magazine messages, found from anywhere, whose printed text matches the scan. */
export function scanGlobal(body: ScanGlobalBody) {
  return callApi(scanApi.global, { body });
}

export function useScanGlobal() {
  return useDiscoveryScan(scanGlobal);
}
