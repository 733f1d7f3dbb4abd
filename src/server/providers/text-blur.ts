import sharp from 'sharp';
import type { OcrResult } from './ocr/ocr-engine';
import { makeThumbnail } from './uploads';

/** A rectangle of text in a stored photo's pixels (decision 014). */
export type TextRegion = { x: number; y: number; width: number; height: number };

type Size = { width: number; height: number };
type Rect = { left: number; top: number; width: number; height: number };

/*
 * How much a region grows and how hard it is blurred, as shares of its short side (the text's
 * height for a level line). OCR boxes hug the letters' cores, while serifs, descenders, shadows
 * and JPEG ringing reach past them; a blur that stops at the box leaves the letters' tops legible.
 * Measured in text-blur.test.ts (live OCR): see the decision for the numbers.
 */
const PAD_SHARE = 0.6;
const BLUR_SHARE = 0.5;
/** Below this even a thin line of text keeps a readable shape. */
const MIN_SIGMA = 4;

/**
 * The OCR's text boxes in the stored photo's pixels. OCR read a copy of the stored photo shrunk
 * to its pre-processing size (`frame`); the stored photo is already upright (uploads.ts rotates
 * it by its EXIF orientation and drops the tag), so a box only scales by the two sizes' ratio.
 * A tilted box is replaced by the rectangle around its four corners.
 */
export function regionsInPhoto(
  result: Pick<OcrResult, 'regions' | 'frame'>,
  photo: Size,
): TextRegion[] {
  const scaleX = photo.width / result.frame.width;
  const scaleY = photo.height / result.frame.height;
  return result.regions.flatMap((box) => {
    const xs = box.points?.map((point) => point.x) ?? [box.x, box.x + box.width];
    const ys = box.points?.map((point) => point.y) ?? [box.y, box.y + box.height];
    const left = clamp(Math.floor(Math.min(...xs) * scaleX), 0, photo.width);
    const top = clamp(Math.floor(Math.min(...ys) * scaleY), 0, photo.height);
    const right = clamp(Math.ceil(Math.max(...xs) * scaleX), 0, photo.width);
    const bottom = clamp(Math.ceil(Math.max(...ys) * scaleY), 0, photo.height);
    if (right <= left || bottom <= top) return [];
    return [{ x: left, y: top, width: right - left, height: bottom - top }];
  });
}

/** The region grown on every side by a share of its short side, kept inside the photo. */
function padded(region: TextRegion, photo: Size): Rect {
  const pad = Math.ceil(Math.min(region.width, region.height) * PAD_SHARE);
  const left = clamp(region.x - pad, 0, photo.width);
  const top = clamp(region.y - pad, 0, photo.height);
  const right = clamp(region.x + region.width + pad, 0, photo.width);
  const bottom = clamp(region.y + region.height + pad, 0, photo.height);
  return { left, top, width: right - left, height: bottom - top };
}

export type PublicCopy = { image: Buffer; thumbnail: Buffer };

/**
 * The photo as someone who has not discovered its message sees it: every text region, padded,
 * blurred in place, so the place stays recognisable and the words do not. The photo is decoded
 * once; each region is blurred from the original pixels with a strength that follows its size
 * (a headline needs more than a line of small print).
 */
export async function blurTextRegions(photo: Buffer, regions: TextRegion[]): Promise<PublicCopy> {
  const { data, info } = await sharp(photo).raw().toBuffer({ resolveWithObject: true });
  const size = { width: info.width, height: info.height };
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const patches = await Promise.all(
    regions
      .map((region) => ({
        rect: padded(region, size),
        sigma: Math.max(MIN_SIGMA, Math.min(region.width, region.height) * BLUR_SHARE),
      }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0)
      .map(async ({ rect, sigma }) => {
        const { data: patch, info: patchInfo } = await sharp(data, raw)
          .extract(rect)
          .blur(sigma)
          .raw()
          .toBuffer({ resolveWithObject: true });
        return {
          input: patch,
          raw: { width: patchInfo.width, height: patchInfo.height, channels: patchInfo.channels },
          left: rect.left,
          top: rect.top,
        };
      }),
  );
  const image = await sharp(data, raw)
    .composite(patches)
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  return { image, thumbnail: await makeThumbnail(image) };
}

/**
 * Until a photo's text regions are known (read later, or saved before they were kept), its
 * outsiders get the thumbnail blurred as a whole: nothing legible, made on the fly, cheap at
 * thumbnail size.
 */
export async function blurWholePhoto(thumbnail: Buffer): Promise<Buffer> {
  const { width = 400, height = 300 } = await sharp(thumbnail).metadata();
  return sharp(thumbnail)
    .blur(Math.max(8, Math.max(width, height) / 30))
    .jpeg({ quality: 70 })
    .toBuffer();
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
