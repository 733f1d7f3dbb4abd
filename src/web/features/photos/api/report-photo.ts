import { useMutation, useQueryClient } from '@tanstack/react-query';
import { photosApi, type ReportBody } from '@/shared/contract/endpoints/photos';
import { invalidateMessageLists } from '@/web/features/photos/api/invalidate-message-lists';
import { callApi } from '@/web/lib/api-client';

/** Reports a message once; a third reporter withdraws it from nearby at once. */
export function useReportPhoto(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportBody) => callApi(photosApi.report, { params: { id }, body }),
    onSuccess: () => invalidateMessageLists(queryClient),
  });
}
