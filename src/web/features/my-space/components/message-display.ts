import type { Photo } from '@/shared/contract/photos';

/** The PDF is served inline by the API; a new tab lets the browser's own viewer show it. */
export function pdfUrl(photoId: number): string {
  return `/api/photos/${photoId}/pdf`;
}

/** Where a message is: the nearest town, or in a book or magazine, found from anywhere. */
export function placeLabel(photo: Photo): string {
  if (photo.isGlobal) return 'Books & Magazines';
  return photo.locationLabel ?? photo.location ?? 'Unknown place';
}
