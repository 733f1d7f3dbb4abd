import { useMutation } from '@tanstack/react-query';
import type { AnalyzeBody, AnalyzeResponse } from '@/shared/contract/scan';
import { apiRequest } from '@/web/lib/api-client';

/** OCR of a scan: the printed text the server reads in the photo. */
export function analyzePhoto(body: AnalyzeBody): Promise<AnalyzeResponse> {
  return apiRequest<AnalyzeResponse>('POST', '/api/analyze', body);
}

export function useAnalyzePhoto() {
  return useMutation({ mutationFn: analyzePhoto });
}
