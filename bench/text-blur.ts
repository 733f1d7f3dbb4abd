// `npm run bench:blur`: how much of each devset anchor's text live OCR still reads once the
// public copy has blurred its text regions (decision 014). For every anchor of both devsets:
// the server's upload processing, PaddleOCR, the regions blurred, then PaddleOCR again on the
// public photo and on its thumbnail. Prints a table; asserts nothing (benches are not tests).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decideMatch, similarity } from '@/server/lib/text/matching';
import { textKey } from '@/shared/rules/text-key';
import { createPaddleEngine } from '@/server/providers/ocr/paddle-engine';
import { blurTextRegions, regionsInPhoto } from '@/server/providers/text-blur';
import { processImage } from '@/server/providers/uploads';
import { loadDevset } from './scan/devset';
import { percentile, printTable } from './scan/table';

const shared = fileURLToPath(new URL('../../shared/', import.meta.url));
const dirs = (process.env.BLUR_DEVSETS ?? 'scan-devset,scan-devset-2')
  .split(',')
  .map((name) => path.join(shared, name));

const engine = await createPaddleEngine({ threads: 1 });
const rows: string[][] = [];
let worst = 0;
let discovered = 0;
let anchors = 0;
const blurMs: number[] = [];
try {
  for (const dir of dirs) {
    const devset = await loadDevset(dir);
    for (const anchor of devset.images.filter((image) => image.role === 'anchor')) {
      const { image, width, height } = await processImage(
        await readFile(path.join(dir, anchor.file)),
      );
      const original = await engine.recognize(image);
      const key = textKey(original.text);
      const regions = regionsInPhoto(original, { width, height });
      const started = performance.now();
      const publicCopy = await blurTextRegions(image, regions);
      blurMs.push(performance.now() - started);
      const [blurred, thumbnail] = await Promise.all([
        engine.recognize(publicCopy.image),
        engine.recognize(publicCopy.thumbnail),
      ]);
      const blurredKey = textKey(blurred.text);
      const thumbnailKey = textKey(thumbnail.text);
      const score = Math.max(similarity(blurredKey, key), similarity(thumbnailKey, key));
      const found = [blurredKey, thumbnailKey].some(
        (scan) => decideMatch(scan, [{ id: 1, key }], anchor.scope).outcome === 'matched',
      );
      anchors += 1;
      if (found) discovered += 1;
      worst = Math.max(worst, score);
      rows.push([
        `${path.basename(dir)}/${anchor.file}`,
        anchor.kind,
        String(key.length),
        String(regions.length),
        String(blurredKey.length),
        String(thumbnailKey.length),
        score.toFixed(2),
        found ? 'YES' : 'no',
        blurred.text.replaceAll('\n', ' ').slice(0, 40),
      ]);
    }
  }
} finally {
  await engine.close();
}

printTable(
  'Text regions blurred: what live OCR reads of the public copy',
  [
    'anchor',
    'kind',
    'letters read',
    'regions',
    'read after blur',
    'read in thumbnail',
    'score vs key',
    'discovers',
    'what OCR still reads',
  ],
  rows,
);
console.log(
  `\n${anchors} anchors; blurred copies that still discover their message: ${discovered}; ` +
    `highest score against the anchor's key: ${worst.toFixed(2)} (discovery needs 0.6); ` +
    `blur time p50 ${Math.round(percentile(blurMs, 50))} ms, ` +
    `max ${Math.round(percentile(blurMs, 100))} ms`,
);
