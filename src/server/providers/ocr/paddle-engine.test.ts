import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textKey } from '@/shared/rules/text-key';
import type { OcrEngine } from './ocr-engine.ts';
import { createPaddleEngine, looksUpsideDown } from './paddle-engine.ts';

describe('looksUpsideDown', () => {
  const box = { x: 0, y: 0, width: 10, height: 10 };
  const line = { text: 'x', confidence: 0.9, box };

  it('is a reading whose detector found text that the recogniser could not read', () => {
    expect(looksUpsideDown({ lines: [line], regions: [box, box, box] })).toBe(true);
    expect(looksUpsideDown({ lines: [], regions: [box, box] })).toBe(true);
  });

  it('is not a reading that read most of what was found, nor a photo with no text', () => {
    expect(looksUpsideDown({ lines: [line, line], regions: [box, box, box] })).toBe(false);
    expect(looksUpsideDown({ lines: [], regions: [] })).toBe(false);
    expect(looksUpsideDown({ lines: [], regions: [box] })).toBe(false);
  });
});

/*
 * Text seen upside down (a label on a crate, a page held the wrong way) is found by the detector
 * and read as nothing by the recogniser; issue 20 saw one character for a whole label. Live
 * PaddleOCR on devset anchors turned by 180°: the engine must read them as it reads them upright.
 */
describe('a photo upside down, against live OCR', () => {
  let engine: OcrEngine;
  beforeAll(async () => {
    engine = await createPaddleEngine({ threads: 1 });
  }, 120_000);
  afterAll(async () => {
    await engine.close();
  });

  it.each(['a000', 'a003'])(
    '%s reads the same text turned round, with its boxes where the text is in the turned photo',
    { timeout: 120_000 },
    async (name) => {
      const upright = await readFile(
        new URL(`../../../../tests/fixtures/scan/${name}.jpg`, import.meta.url),
      );
      const turned = await sharp(upright).rotate(180).jpeg({ quality: 92 }).toBuffer();
      const asIs = await engine.recognize(upright);
      const turnedRead = await engine.recognize(turned);
      expect(textKey(asIs.text).length).toBeGreaterThan(15);
      expect(textKey(turnedRead.text)).toBe(textKey(asIs.text));
      // Each line's box is the upright one turned: measured in the photo as it was sent.
      const { width, height } = turnedRead.frame;
      const first = asIs.lines[0]!.box;
      const match = turnedRead.lines.find((line) => line.text === asIs.lines[0]!.text)!.box;
      expect(Math.abs(match.x - (width - first.x - first.width))).toBeLessThan(12);
      expect(Math.abs(match.y - (height - first.y - first.height))).toBeLessThan(12);
    },
  );
});
