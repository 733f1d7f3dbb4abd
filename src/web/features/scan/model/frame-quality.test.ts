import { describe, expect, it } from 'vitest';
import {
  BLURRED_SHARPNESS,
  DARK_LUMINANCE,
  frameHintText,
  frameHint,
  greyOf,
  hintForFrame,
  laplacianVariance,
  meanLuminance,
} from '@/web/features/scan/model/frame-quality';

const W = 160;
const H = 90;

/** An RGBA frame whose grey level at (x, y) is `level(x, y)`. */
function frame(level: (x: number, y: number) => number): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(W * H * 4);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const at = (y * W + x) * 4;
      const value = level(x, y);
      rgba.set([value, value, value, 255], at);
    }
  }
  return rgba;
}

/** Dark strokes on paper: 2 px letters in 2-line rows, the way print looks at 160 px. */
const print = (paper: number, ink: number) => (x: number, y: number) =>
  y % 12 < 6 && x % 5 < 2 && (x * 7 + y * 3) % 11 > 2 ? ink : paper;

describe('the live camera check (issue 20, point 6)', () => {
  it('reads grey from RGBA and averages it', () => {
    const grey = greyOf([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255], 3, 1);
    expect(Array.from(grey, (v) => Math.round(v))).toEqual([76, 150, 29]);
    expect(meanLuminance(frame(() => 200).filter((_, i) => i % 4 === 0))).toBe(200);
  });

  it('a dark frame says so, even with text in it', () => {
    const dark = frame(print(18, 4));
    expect(meanLuminance(greyOf(dark, W, H))).toBeLessThan(DARK_LUMINANCE);
    expect(hintForFrame(dark, W, H)).toBe('dark');
    expect(frameHintText('dark')).toBe('Too dark to read — find more light');
  });

  it('a flat or smoothly blurred frame is blurred; sharp print is fine', () => {
    expect(
      laplacianVariance(
        greyOf(
          frame(() => 170),
          W,
          H,
        ),
        W,
        H,
      ),
    ).toBe(0);
    expect(
      hintForFrame(
        frame(() => 170),
        W,
        H,
      ),
    ).toBe('blurred');
    // What blur leaves of print: soft waves, no edges.
    const soft = frame((x, y) => 150 + 30 * Math.sin(x / 6) * Math.cos(y / 5));
    expect(laplacianVariance(greyOf(soft, W, H), W, H)).toBeLessThan(BLURRED_SHARPNESS);
    expect(hintForFrame(soft, W, H)).toBe('blurred');
    expect(frameHintText('blurred')).toBe('Hold still — the picture is blurred');

    const sharp = frame(print(200, 30));
    expect(laplacianVariance(greyOf(sharp, W, H), W, H)).toBeGreaterThan(10 * BLURRED_SHARPNESS);
    expect(hintForFrame(sharp, W, H)).toBeNull();
  });

  it('darkness comes first, and the thresholds are the boundaries', () => {
    expect(frameHint({ luminance: 10, sharpness: 0 })).toBe('dark');
    expect(frameHint({ luminance: DARK_LUMINANCE, sharpness: 0 })).toBe('blurred');
    expect(frameHint({ luminance: DARK_LUMINANCE, sharpness: BLURRED_SHARPNESS })).toBeNull();
    expect(laplacianVariance([1, 2, 3, 4], 2, 2)).toBe(0);
  });
});
