import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideMatch, MATCH_MIN_SCORE, similarity } from '@/server/lib/text/matching.ts';
import { textKey } from '@/shared/rules/text-key.ts';
import type { OcrEngine } from './ocr/ocr-engine.ts';
import { createPaddleEngine } from './ocr/paddle-engine.ts';
import { blurTextRegions, blurWholePhoto, regionsInPhoto } from './text-blur.ts';
import { processImage } from './uploads.ts';

describe('regionsInPhoto', () => {
  it("scales the OCR's boxes from its frame to the stored photo", () => {
    const regions = regionsInPhoto(
      {
        frame: { width: 1280, height: 960 },
        regions: [{ x: 100, y: 200, width: 300, height: 40 }],
      },
      { width: 2048, height: 1536 },
    );
    expect(regions).toEqual([{ x: 160, y: 320, width: 480, height: 64 }]);
  });

  it('takes the rectangle around a tilted box and keeps it inside the photo', () => {
    const regions = regionsInPhoto(
      {
        frame: { width: 100, height: 100 },
        regions: [
          {
            x: 0,
            y: 0,
            width: 1,
            height: 1,
            points: [
              { x: 10, y: 20 },
              { x: 90, y: 10 },
              { x: 120, y: 30 },
              { x: -5, y: 40 },
            ],
          },
          // Nothing left once clamped: dropped.
          { x: 150, y: 150, width: 10, height: 10 },
        ],
      },
      { width: 100, height: 100 },
    );
    expect(regions).toEqual([{ x: 0, y: 10, width: 100, height: 30 }]);
  });
});

describe('blurTextRegions', () => {
  it('changes nothing but the regions, and keeps the size', async () => {
    const photo = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#808080' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="600" height="400"><text x="50" y="220" font-size="60" fill="#000">SECRET WORDS</text></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    const { image, thumbnail } = await blurTextRegions(photo, [
      { x: 40, y: 160, width: 440, height: 80 },
    ]);
    expect(await sharp(image).metadata()).toMatchObject({ width: 600, height: 400 });
    expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 400 });
    const [before, after] = await Promise.all(
      [photo, image].map((each) => sharp(each).greyscale().raw().toBuffer()),
    );
    const at = (buffer: Buffer, x: number, y: number) => buffer[y * 600 + x]!;
    // Far from the text: as it was (up to JPEG noise).
    expect(Math.abs(at(after!, 10, 10) - at(before!, 10, 10))).toBeLessThan(6);
    // The words' dark strokes are smeared into the grey around them.
    let darkBefore = 0;
    let darkAfter = 0;
    for (let y = 170; y < 240; y += 1) {
      for (let x = 50; x < 480; x += 1) {
        if (at(before!, x, y) < 60) darkBefore += 1;
        if (at(after!, x, y) < 60) darkAfter += 1;
      }
    }
    expect(darkBefore).toBeGreaterThan(1000);
    expect(darkAfter).toBe(0);
  });

  it('blurs a whole thumbnail when no regions are known', async () => {
    const thumbnail = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#fff' },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="400" height="300"><rect x="0" y="0" width="200" height="300" fill="#000"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();
    const blurred = await sharp(await blurWholePhoto(thumbnail))
      .greyscale()
      .raw()
      .toBuffer();
    // The sharp black-white edge at x = 200 is now a slope.
    const row = 150 * 400;
    expect(blurred[row + 196]! - blurred[row + 192]!).toBeGreaterThan(5);
    expect(blurred[row + 204]! - blurred[row + 200]!).toBeGreaterThan(5);
  });
});

/*
 * The point of the blur (decision 014): the server's own OCR, which anyone can feed the public
 * photo through /api/analyze, reads nothing of the key from it. Live PaddleOCR on devset
 * anchors: two signs and three pages, as the server stores them.
 */
describe('the public copy against live OCR', () => {
  let engine: OcrEngine;
  beforeAll(async () => {
    engine = await createPaddleEngine({ threads: 1 });
  }, 120_000);
  afterAll(async () => {
    await engine.close();
  });

  const anchors = [
    ['a000', 'local'],
    ['a001', 'local'],
    ['a003', 'global'],
    ['a004', 'global'],
    ['a008', 'global'],
  ] as const;

  it.each(anchors)(
    '%s: the original reads and discovers, the blurred copy and its thumbnail read nothing of it',
    { timeout: 180_000 },
    async (name, scope) => {
      const upload = await readFile(
        new URL(`../../../tests/fixtures/scan/${name}.jpg`, import.meta.url),
      );
      const { image, width, height } = await processImage(upload);
      const original = await engine.recognize(image);
      const key = textKey(original.text);
      const words = original.text
        .split(/[^\p{L}\p{N}]+/u)
        .map(textKey)
        .filter((word) => word.length >= 4);
      expect(key.length).toBeGreaterThanOrEqual(30);
      expect(decideMatch(key, [{ id: 1, key }], scope).outcome).toBe('matched');

      const copy = await blurTextRegions(image, regionsInPhoto(original, { width, height }));
      for (const [variant, bytes] of [
        ['image', copy.image],
        ['thumbnail', copy.thumbnail],
      ] as const) {
        const read = textKey((await engine.recognize(bytes)).text);
        const score = similarity(read, key);
        console.log(
          `${name} ${variant}: ${key.length} letters read from the original, ${read.length} from the blurred copy, score ${score.toFixed(2)}`,
        );
        expect(words.filter((word) => read.includes(word))).toEqual([]);
        expect(score).toBeLessThan(MATCH_MIN_SCORE);
        expect(decideMatch(read, [{ id: 1, key }], scope).outcome).not.toBe('matched');
      }
    },
  );
});
