import { accountApi } from '@/shared/contract/endpoints/account';
import { apiUrl } from '@/web/lib/api-client';

/** 'Download my data' is a plain download link: the browser saves the zip the server sends. */
export function exportDataUrl(): string {
  return apiUrl(accountApi.exportData);
}
