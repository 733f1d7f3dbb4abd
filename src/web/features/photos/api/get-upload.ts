import { queryOptions, useQuery } from '@tanstack/react-query';
import { uploadsApi, type Upload } from '@/shared/contract/endpoints/uploads';
import { apiQueryKey, apiUrl, callApi } from '@/web/lib/api-client';

/** While OCR is busy the upload says 'reading': asked again this often until it is read. */
const READING_POLL_MS = 3000;

/**
 * The upload; with `compareWith`, its warnings also weigh those other uploads of the user (a
 * hunt's other steps: decision 025).
 */
export function uploadQueryOptions(id: number, compareWith: readonly number[] = []) {
  const input = {
    params: { id },
    query: compareWith.length > 0 ? { with: compareWith.join(',') } : {},
  };
  return queryOptions({
    queryKey: apiQueryKey(uploadsApi.get, input),
    queryFn: ({ signal }) => callApi(uploadsApi.get, input, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'reading' ? READING_POLL_MS : false),
  });
}

/** The upload as last answered; `initial` (the upload's own reply) saves a first request. */
export function useUpload(initial: Upload | null) {
  return useQuery({
    ...uploadQueryOptions(initial?.id ?? 0),
    enabled: initial !== null,
    initialData: initial ?? undefined,
  });
}

export const uploadImageUrl = (id: number) => apiUrl(uploadsApi.image, { params: { id } });
