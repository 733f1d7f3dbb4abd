import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '@/shared/rules/messages';
import { AppError } from '@/server/errors';
import { say } from '@/server/lib/say';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
/** About 50 megapixels: any real camera photo, but not a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;
const MAX_LONG_SIDE = 2048;
const THUMBNAIL_LONG_SIDE = 400;

export type ProcessedImage = { image: Buffer; thumbnail: Buffer; width: number; height: number };

export function assertUploadSize(bytes: Buffer, what: 'image' | 'PDF') {
  if (bytes.length > MAX_UPLOAD_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      say(what === 'PDF' ? 'server_pdf_larger_10_mb' : 'server_image_larger_10_mb'),
    );
  }
}

/**
 * Decides the type from the bytes themselves, then decodes and re-encodes: the stored JPEG
 * carries no EXIF or GPS metadata and is upright whatever the camera's orientation flag said.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  assertUploadSize(bytes, 'image');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.has(type.mime)) {
    throw new AppError('BAD_REQUEST', say('server_select_image_file_jpeg'));
  }
  try {
    const decoded = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const { data: image, info } = await decoded
      .clone()
      .resize(MAX_LONG_SIDE, MAX_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await makeThumbnail(image);
    return { image, thumbnail, width: info.width, height: info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) {
      throw new AppError('PAYLOAD_TOO_LARGE', say('server_image_too_many_pixels'));
    }
    throw new AppError('BAD_REQUEST', say('server_image_could_read_try'));
  }
}

/** The small copy lists show, from a stored (re-encoded, upright) photo. */
export function makeThumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .resize(THUMBNAIL_LONG_SIDE, THUMBNAIL_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A PDF must be a PDF by its first bytes, whatever name or type the client gave it. */
export function parsePdf(base64: string): Buffer {
  const cleaned = base64.replace(/^data:application\/pdf;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(cleaned)) {
    throw new AppError('BAD_REQUEST', say('server_pdf_data_valid_base64'));
  }
  const bytes = Buffer.from(cleaned, 'base64');
  assertUploadSize(bytes, 'PDF');
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new AppError('BAD_REQUEST', say('server_select_pdf_file_only'));
  }
  return bytes;
}

export function decodeBase64Image(base64: string): Buffer {
  const cleaned = base64.replace(/^data:image\/[a-z+.-]+;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(cleaned)) {
    throw new AppError('BAD_REQUEST', say('server_image_data_valid_base64'));
  }
  return Buffer.from(cleaned, 'base64');
}
