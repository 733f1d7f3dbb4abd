import type { Photo } from '@/shared/contract/endpoints/photos';

/** Where a message is: the nearest town, or in a book or magazine, found from anywhere. */
export function placeLabel(photo: Photo): string {
  if (photo.isGlobal) return 'Books & Magazines';
  return photo.locationLabel ?? photo.location ?? 'Unknown place';
}
