import { useMutation } from '@tanstack/react-query';
import { scanApi, type AnalyzeBody } from '@/shared/contract/endpoints/scan';
import { callApi } from '@/web/lib/api-client';

/** OCR of a scan: the printed text the server reads in the photo. */
export function analyzePhoto(body: AnalyzeBody) {
  return callApi(scanApi.analyze, { body });
}

export function useAnalyzePhoto() {
  return useMutation({ mutationFn: analyzePhoto });
}
