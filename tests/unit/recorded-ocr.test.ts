import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { processImage } from '@/server/providers/uploads';
import { fingerprintDistance, SAME_PICTURE } from '../support/image-fingerprint';
import { ocrSources } from '../support/ocr-recordings';
import { createRecordedOcr, loadRecordings, UnrecordedImageError } from '../support/recorded-ocr';

const photo = (name: string) => readFile(new URL(`../fixtures/scan/${name}`, import.meta.url));
const recorded = (name: string) => loadRecordings().find((entry) => entry.name === name)!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('recorded OCR', () => {
  it('holds a recording for every picture the tests show OCR', async () => {
    const names = loadRecordings().flatMap((entry) => [entry.name, ...(entry.sameAs ?? [])]);
    const sources = (await ocrSources()).map((source) => source.name);
    expect(sources.filter((name) => !names.includes(name))).toEqual([]);
    expect(recorded('scan/a000.jpg').result.text).toMatch(/Mountain refuge/);
  });

  it('keeps every two recordings far enough apart to be told apart', () => {
    const recordings = loadRecordings();
    for (const [i, a] of recordings.entries()) {
      for (const b of recordings.slice(i + 1)) {
        expect(
          fingerprintDistance(a.fingerprint, b.fingerprint),
          `${a.name} / ${b.name}`,
        ).toBeGreaterThan(SAME_PICTURE * 1.5);
      }
    }
  });

  it('answers what the engine read from the same picture, re-encoded and resized', async () => {
    const ocr = createRecordedOcr();
    const upload = await sharp(await photo('a001.jpg'))
      .resize(2400)
      .jpeg({ quality: 70 })
      .toBuffer();
    const { image } = await processImage(upload);
    const result = await ocr.recognize(image);
    expect(result).toEqual(recorded('scan/a001.jpg').result);
    expect(result.text).toMatch(/Bicycle repair station/);
  });

  it('tells another photo of the same sign from the sign', async () => {
    const ocr = createRecordedOcr();
    const { image } = await processImage(await photo('a000-p2.jpg'));
    expect(await ocr.recognize(image)).toEqual(recorded('scan/a000-p2.jpg').result);
  });

  it('fails loudly, naming the nearest recording, on a picture never recorded', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ocr = createRecordedOcr();
    const source = await photo('a000.jpg');
    const { width = 0, height = 0 } = await sharp(source).metadata();
    // The left half of the sign: a picture of printed text nobody recorded.
    const half = await sharp(source)
      .extract({ left: 0, top: 0, width: Math.floor(width / 2), height })
      .jpeg()
      .toBuffer();
    const reading = ocr.recognize(half);
    await expect(reading).rejects.toThrow(UnrecordedImageError);
    await expect(reading).rejects.toThrow(/no recording of this image.*npm run record:ocr/);
    expect(printed).toHaveBeenCalledWith(expect.stringMatching(/Recorded OCR has no recording/));
  });
});
