import sharp from 'sharp';

/**
 * Long side the recogniser sees. 1280 px read as well as 1600 and 2048 on the devset and is the
 * fastest (docs/decisions/002-ocr-engine-and-matching.md, "Image size").
 */
export const OCR_MAX_SIDE = 1280;

export type RawImage = { width: number; height: number; data: Uint8Array };

/**
 * Decodes a photo into the pixels OCR reads: upright by its EXIF orientation (phones store
 * portrait photos sideways), long side at most `maxSide` (detection time grows with the area),
 * greyscale with the contrast stretched (colour carries no text here, and dim or washed-out
 * photos read better once their range is stretched).
 */
export async function preprocessForOcr(
  image: Buffer,
  maxSide: number = OCR_MAX_SIDE,
): Promise<RawImage> {
  const { data, info } = await sharp(image, { failOn: 'error' })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .normalise()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
  };
}
