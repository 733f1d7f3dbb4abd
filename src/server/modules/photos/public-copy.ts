import type { PhotoRow } from '@/server/db/schema/photos';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';
import { newBlobKey, type BlobStore } from '@/server/providers/blob-store';
import { blurWholePhoto, type PublicCopy } from '@/server/providers/text-blur';

/*
 * The public copy of a message's photo (decision 014): what everyone who may not read the
 * secret sees (strangers, signed-out visitors, crawlers of the share page, players on a hunt
 * step they have not found). The printed text in the original is the key that discovers the
 * message, so the original is part of the secret and goes only to the creator and discoverers.
 */

/** On every photo reply: its bytes depend on who asks (the session cookie). */
export const PER_VIEWER_HEADERS = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' };

export type PublicCopyKeys = { publicImageKey: string | null; publicThumbnailKey: string | null };

export type PhotoFiles = Pick<
  PhotoRow,
  'imageKey' | 'thumbnailKey' | 'publicImageKey' | 'publicThumbnailKey'
>;

export type PhotoVariant = 'image' | 'thumbnail';

/** Fresh keys for a copy about to be stored, or none when there is no copy yet. */
export function publicCopyKeys(made: boolean): PublicCopyKeys {
  return made
    ? {
        publicImageKey: newBlobKey('public-images', 'jpg'),
        publicThumbnailKey: newBlobKey('public-thumbnails', 'jpg'),
      }
    : { publicImageKey: null, publicThumbnailKey: null };
}

export async function storePublicCopy(blobs: BlobStore, keys: PublicCopyKeys, copy: PublicCopy) {
  if (!keys.publicImageKey || !keys.publicThumbnailKey) throw new Error('no keys for the copy');
  await blobs.put(keys.publicImageKey, copy.image);
  await blobs.put(keys.publicThumbnailKey, copy.thumbnail);
}

export function photoFiles(blobs: BlobStore) {
  async function read(key: string): Promise<Buffer> {
    const bytes = await blobs.get(key);
    if (!bytes) throw new AppError('NOT_FOUND', say('server_photo_file_missing'));
    return bytes;
  }

  return {
    original: (photo: PhotoFiles, variant: PhotoVariant) =>
      read(variant === 'image' ? photo.imageKey : photo.thumbnailKey),

    /**
     * The copy with its text blurred. Until it exists (a message saved while OCR was busy, or
     * before copies were made, waits for the analysis job) or if its file is lost, the
     * thumbnail blurred as a whole: never the original.
     */
    async public(photo: PhotoFiles, variant: PhotoVariant): Promise<Buffer> {
      const key = variant === 'image' ? photo.publicImageKey : photo.publicThumbnailKey;
      const copy = key ? await blobs.get(key) : null;
      return copy ?? blurWholePhoto(await read(photo.thumbnailKey));
    },
  };
}
