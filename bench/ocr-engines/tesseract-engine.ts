import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createWorker, OEM } from 'tesseract.js';
import type { OcrEngine, OcrLine } from '@/server/providers/ocr/ocr-engine.ts';
import { OCR_MAX_SIDE, preprocessForOcr } from '@/server/providers/ocr/preprocess.ts';

const require = createRequire(import.meta.url);

/**
 * tesseract.js (LSTM, best_int English data from @tesseract.js-data/eng), for the benchmark only.
 * Every path is local: without langPath the worker downloads the data from a CDN.
 */
export async function createTesseractEngine(
  maxSide = OCR_MAX_SIDE,
  /**
   * Lines read below this confidence are dropped, as PaddleOCR drops boxes below 0.5: on camera
   * photos Tesseract reads textures (brick, paper grain) as lines of garbage. 0 keeps all.
   */
  minLineConfidence = 0.5,
): Promise<OcrEngine> {
  const engDir = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: path.join(engDir, '4.0.0_best_int'),
    gzip: true,
    cacheMethod: 'none',
    corePath: path.dirname(require.resolve('tesseract.js-core/package.json')),
  });
  return {
    async recognize(image) {
      const pixels = await preprocessForOcr(image, maxSide);
      const png = await sharp(pixels.data, {
        raw: { width: pixels.width, height: pixels.height, channels: 1 },
      })
        .png()
        .toBuffer();
      const { data } = await worker.recognize(png, {}, { text: true, blocks: true });
      const lines: OcrLine[] = (data.blocks ?? []).flatMap((block) =>
        block.paragraphs.flatMap((paragraph) =>
          paragraph.lines.map((line) => ({
            text: line.text.trim(),
            confidence: line.confidence / 100,
            box: {
              x: line.bbox.x0,
              y: line.bbox.y0,
              width: line.bbox.x1 - line.bbox.x0,
              height: line.bbox.y1 - line.bbox.y0,
            },
          })),
        ),
      );
      const kept = lines.filter((line) => line.confidence >= minLineConfidence);
      return {
        text: kept.map((line) => line.text).join('\n'),
        lines: kept,
        regions: lines.map((line) => line.box),
        frame: { width: pixels.width, height: pixels.height },
      };
    },
    async close() {
      await worker.terminate();
    },
  };
}
