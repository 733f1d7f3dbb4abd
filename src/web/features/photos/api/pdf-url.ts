import { photosApi } from '@/shared/contract/endpoints/photos';
import { apiUrl } from '@/web/lib/api-client';

/**
 * A message's PDF, served inline to its creator and to those who discovered it: opened in a new
 * tab, the browser's own viewer shows it.
 */
export function pdfUrl(photoId: number): string {
  return apiUrl(photosApi.pdf, { params: { id: photoId } });
}
