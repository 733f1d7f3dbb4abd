import { MAX_UPLOAD_BYTES } from '@/shared/rules/messages';
import { readFileAsBase64 } from '@/web/lib/read-file-as-base64';

/** Same quality as a camera capture (SPEC 9). */
const JPEG_QUALITY = 0.85;
/** The server keeps at most 2048 px on the long side anyway; more is only upload time. */
const MAX_SIDE_PX = 2048;

/** A data URL's payload: the API wants base64 without the `data:...;base64,` prefix. */
export function base64OfDataUrl(dataUrl: string): string {
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}

/**
 * A chosen photo as base64 JPEG for /api/analyze. A JPEG within the upload limit goes as it is;
 * anything else (PNG, WebP, a huge JPEG) is drawn onto a canvas and re-encoded. Throws when the
 * browser cannot decode the file.
 */
export async function imageFileToJpegBase64(file: Blob): Promise<string> {
  if (file.type === 'image/jpeg' && file.size <= MAX_UPLOAD_BYTES) return readFileAsBase64(file);

  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  return base64OfDataUrl(jpegDataUrlOf(bitmap, scale));
}

/** The picture scaled by `scale` and encoded as a JPEG data URL; closes the bitmap. */
function jpegDataUrlOf(bitmap: ImageBitmap, scale: number): string {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available');
  // JPEG has no transparency, and transparent pixels would turn black: dark text on a
  // transparent PNG would vanish. Paper is white.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}

function blobOfDataUrl(dataUrl: string): Blob {
  const type = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'application/octet-stream';
  const binary = atob(base64OfDataUrl(dataUrl));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

/**
 * A photo as a JPEG data URL at most `maxSide` pixels on its long side: scaled down once, on
 * the device, before it travels (issue 19, point 6). A JPEG already that small goes as it is,
 * byte for byte, so a photo the server stored comes back unchanged and is not stored again.
 */
export async function scaledJpegDataUrl(
  image: Blob | string,
  maxSide: number = MAX_SIDE_PX,
): Promise<string> {
  const blob = typeof image === 'string' ? blobOfDataUrl(image) : image;
  const bitmap = await createImageBitmap(blob);
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && blob.type === 'image/jpeg') {
    bitmap.close();
    return typeof image === 'string'
      ? image
      : `data:image/jpeg;base64,${await readFileAsBase64(blob)}`;
  }
  return jpegDataUrlOf(bitmap, scale);
}
