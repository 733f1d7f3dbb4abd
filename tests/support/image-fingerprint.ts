import sharp from 'sharp';

/**
 * A fingerprint of what an image shows rather than of its bytes: a 32x32 greyscale thumbnail
 * and the aspect ratio. Recorded OCR (recorded-ocr.ts) looks images up by it, because the server
 * re-encodes every upload before reading it and the browser's camera path re-encodes it again.
 */
export type ImageFingerprint = { thumbnail: string; aspect: number };

const SIDE = 32;

export async function fingerprintOf(image: Buffer): Promise<ImageFingerprint> {
  const upright = await sharp(image, { failOn: 'error' })
    .rotate()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = upright.info;
  const thumbnail = await sharp(upright.data, { raw: { width, height, channels } })
    .resize(SIDE, SIDE, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { thumbnail: thumbnail.toString('base64'), aspect: width / height };
}

/**
 * How different two fingerprints look: the root mean square difference of the thumbnails once
 * each is brought to mean 0 and spread 1 (so brightness and contrast shifts do not count), 0 for
 * the same picture, about 1.4 for unrelated ones. Different shapes are infinitely far apart.
 */
/**
 * Two fingerprints closer than this show the same picture. Measured on the 88 devset photos
 * (processed as uploads, and letterboxed as camera frames): a re-encode, a resize to 2400 px or
 * a camera frame shrunk to 640 px and saved at JPEG quality 70 stays under 0.09; two different
 * photos, even two letterboxed shots of the same page, are at least 0.19 apart.
 */
export const SAME_PICTURE = 0.12;

export function fingerprintDistance(a: ImageFingerprint, b: ImageFingerprint): number {
  if (Math.abs(Math.log(a.aspect / b.aspect)) > 0.02) return Infinity;
  const x = standardised(Buffer.from(a.thumbnail, 'base64'));
  const y = standardised(Buffer.from(b.thumbnail, 'base64'));
  let sum = 0;
  for (let i = 0; i < x.length; i += 1) sum += (x[i]! - y[i]!) ** 2;
  return Math.sqrt(sum / x.length);
}

function standardised(pixels: Buffer): number[] {
  const values = [...pixels];
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const spread = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length) || 1;
  return values.map((v) => (v - mean) / spread);
}
