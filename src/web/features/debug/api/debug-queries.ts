import { useMutation, useQuery } from '@tanstack/react-query';
import { debugApi, type DeviceTestBody } from '@/shared/contract/endpoints/debug';
import { callApi } from '@/web/lib/api-client';
import { apiQueryOptions } from '@/web/lib/query-client';

export function useDeviceInfo() {
  return useQuery({ ...apiQueryOptions(debugApi.deviceInfo), staleTime: 0 });
}

/** Registration's own verdict on a device and nickname; nothing is registered. */
export function useDeviceTest() {
  return useMutation({
    mutationFn: (body: DeviceTestBody) => callApi(debugApi.testDeviceBlock, { body }),
  });
}
