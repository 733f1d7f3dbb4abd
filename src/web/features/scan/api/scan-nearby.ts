import { scanApi, type ScanBody } from '@/shared/contract/endpoints/scan';
import { useDiscoveryScan } from '@/web/features/scan/api/invalidate-after-discovery';
import { callApi } from '@/web/lib/api-client';

/** Messages hidden within 100 m of the scanner whose printed text matches the scan. */
export function scanNearby(body: ScanBody) {
  return callApi(scanApi.local, { body });
}

export function useScanNearby() {
  return useDiscoveryScan(scanNearby);
}
