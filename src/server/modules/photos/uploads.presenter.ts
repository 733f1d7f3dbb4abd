import type { Upload, UploadWarning } from '@/shared/contract/uploads';
import type { PhotoUploadRow } from '@/server/db/schema/photo-uploads';

/** An upload for its owner: what was read and where, never another message's text. */
export function presentUpload(row: PhotoUploadRow, warnings: UploadWarning[]): Upload {
  return {
    id: row.id,
    status: row.readAt ? 'read' : 'reading',
    imageUrl: `/api/uploads/${row.id}/image`,
    width: row.width,
    height: row.height,
    text: row.text,
    letters: row.textKey?.length ?? 0,
    regions: row.textRegions ?? [],
    warnings,
    expiresAt: row.expiresAt.toISOString(),
    photoId: row.photoId,
  };
}
