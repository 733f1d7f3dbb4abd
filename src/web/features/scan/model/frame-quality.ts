/**
 * The live camera's advice (issue 20, point 6): a few times a second the scanner looks at a
 * small grey copy of the picture and says when it is too dark or too blurred for OCR to read.
 * Pure maths on pixel arrays, so it is tested without a camera; the hook only feeds it frames.
 */
import { m } from '@/web/i18n/i18n';

/** Width of the copy the check reads: enough for letter edges, cheap at a few frames a second. */
export const QUALITY_SAMPLE_WIDTH = 160;

/**
 * Below this mean luminance (0-255) a phone photo of print loses its letters to noise. The
 * devset's signs and pages (letterboxed in a 16:9 camera frame, black bars included) read 45-92;
 * a pocket, a hand over the lens or an unlit stairwell read under 25.
 */
export const DARK_LUMINANCE = 30;

/**
 * Below this variance of the Laplacian (on the 160 px grey copy) there are no sharp edges: a
 * shaken or out-of-focus picture, or nothing printed in frame. The devset's photos gave 300-1650;
 * blurred with a 1 px sigma at this size 30-80, with 2 px under 12. Set low: a wrong hint nags.
 */
export const BLURRED_SHARPNESS = 25;

export type FrameHint = 'dark' | 'blurred';

const frameHintTexts: Record<FrameHint, () => string> = {
  dark: m.scan_frame_dark,
  blurred: m.scan_frame_blurred,
};

/** The advice's words, in the language in use. */
export const frameHintText = (hint: FrameHint): string => frameHintTexts[hint]();

/** Grey levels (BT.601 luma, 0-255) of RGBA pixels, as canvas getImageData gives them. */
export function greyOf(rgba: ArrayLike<number>, width: number, height: number): Float32Array {
  const grey = new Float32Array(width * height);
  for (let i = 0; i < grey.length; i += 1) {
    const at = i * 4;
    grey[i] = 0.299 * rgba[at]! + 0.587 * rgba[at + 1]! + 0.114 * rgba[at + 2]!;
  }
  return grey;
}

export function meanLuminance(grey: ArrayLike<number>): number {
  if (grey.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < grey.length; i += 1) sum += grey[i]!;
  return sum / grey.length;
}

/**
 * Sharpness: the variance of the 4-neighbour Laplacian over the inner pixels. Edges (letters)
 * make it large; blur spreads them and makes it small. 0 for pictures under 3x3.
 */
export function laplacianVariance(grey: ArrayLike<number>, width: number, height: number): number {
  if (width < 3 || height < 3) return 0;
  let sum = 0;
  let sumOfSquares = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      const i = y * width + x;
      const value =
        grey[i - 1]! + grey[i + 1]! + grey[i - width]! + grey[i + width]! - 4 * grey[i]!;
      sum += value;
      sumOfSquares += value * value;
    }
  }
  const count = (width - 2) * (height - 2);
  const mean = sum / count;
  return sumOfSquares / count - mean * mean;
}

/** The advice for a frame's numbers: darkness first (a dark picture also looks blurred). */
export function frameHint({
  luminance,
  sharpness,
}: {
  luminance: number;
  sharpness: number;
}): FrameHint | null {
  if (luminance < DARK_LUMINANCE) return 'dark';
  if (sharpness < BLURRED_SHARPNESS) return 'blurred';
  return null;
}

/** The advice for an RGBA frame, e.g. a canvas's getImageData. */
export function hintForFrame(rgba: ArrayLike<number>, width: number, height: number) {
  const grey = greyOf(rgba, width, height);
  return frameHint({
    luminance: meanLuminance(grey),
    sharpness: laplacianVariance(grey, width, height),
  });
}
