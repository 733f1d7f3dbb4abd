import type { Photo } from '@/shared/contract/endpoints/photos';
import { m } from '@/web/i18n/i18n';

/** Where a message is: the nearest town, or in a book or magazine, found from anywhere. */
export function placeLabel(photo: Photo): string {
  if (photo.isGlobal) return m.photos_books_and_magazines();
  return photo.locationLabel ?? photo.location ?? m.photos_unknown_place();
}
