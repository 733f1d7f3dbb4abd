import type { Photo } from '@/shared/contract/endpoints/photos';
import { pdfUrl } from '@/web/features/photos/api/pdf-url';

/**
 * A scan that reveals exactly one PDF opens it in a new tab at once (SPEC 2). The browser may
 * block the popup, as the click that started the scan was seconds ago: the dialog's own
 * 'Open PDF' link is always there as well.
 */
export function openSinglePdf(photos: Photo[]): void {
  const [only, ...others] = photos;
  if (only && others.length === 0 && only.messageType === 'pdf') {
    window.open(pdfUrl(only.id), '_blank', 'noopener');
  }
}
