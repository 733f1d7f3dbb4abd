import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { OcrEngine } from '@/server/providers/ocr/ocr-engine.ts';
import { createPaddleEngine } from '@/server/providers/ocr/paddle-engine.ts';
import { createTesseractEngine } from '../ocr-engines/tesseract-engine.ts';
import type { Devset, DevsetImage } from './devset.ts';

/** tesseract-raw: Tesseract's whole output, low-confidence lines included. */
export type EngineName = 'paddle' | 'tesseract' | 'tesseract-raw';
export type OcrRunConfig = {
  engine: EngineName;
  maxSide: number;
  boxScoreThreshold?: number;
  detectionSide?: number;
  /** Creators' photos read as the product reads them (a second reading when unsure); default on. */
  thoroughAnchors?: boolean;
  /** Every photo read thoroughly, the finders' too: what a second reading of scans would do. */
  thoroughAll?: boolean;
};
/**
 * OCR text per devset file, with wall time and CPU time (this process, all threads) in ms.
 * CPU time is the cost on one core whatever else the machine runs; wall time is what it took.
 */
export type OcrRun = OcrRunConfig & {
  results: Record<
    string,
    { text: string; ms: number; cpuMs: number; lines?: DumpLine[]; regions?: number }
  >;
};

/**
 * One recognised box as a dump keeps it: text, then x, y, width, height in the OCR frame, the
 * recogniser's confidence, and the box's four corners (x0, y0, ... x3, y3) when the detector gave
 * them (they carry the text's tilt, which the block layout takes off).
 */
export type DumpLine = [string, number, number, number, number, number?, number[]?];

/** A dumped box as the layout takes it (`textOfLines`). */
export function lineOfDump([text, x, y, width, height, confidence, corners]: DumpLine) {
  const points = corners
    ? [0, 2, 4, 6].map((i) => ({ x: corners[i]!, y: corners[i + 1]! }))
    : undefined;
  return {
    text,
    box: { x, y, width, height, ...(points ? { points } : {}) },
    ...(confidence === undefined ? {} : { confidence }),
  };
}

export function createEngine({
  engine,
  maxSide,
  boxScoreThreshold,
  detectionSide,
}: OcrRunConfig): Promise<OcrEngine> {
  // One thread: the pool runs one single-threaded engine per core, so this is the per-photo cost.
  if (engine === 'paddle')
    return createPaddleEngine({ maxSide, threads: 1, boxScoreThreshold, detectionSide });
  return createTesseractEngine(maxSide, engine === 'tesseract-raw' ? 0 : 0.5);
}

/**
 * Recognises every devset photo in turn. The photos are 1280 px; a larger maxSide upscales them
 * first (as a JPEG, like a bigger upload) to see what a larger input costs and whether it helps.
 */
export async function runOcr(
  devset: Devset,
  config: OcrRunConfig,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<OcrRun> {
  const engine = await createEngine(config);
  const results: OcrRun['results'] = {};
  try {
    // A warm-up call, so model and allocator start-up are not counted against the first photo.
    await engine.recognize(await readFile(path.join(devset.dir, devset.images[0]!.file)));
    for (const [index, image] of devset.images.entries()) {
      let bytes = await readFile(path.join(devset.dir, image.file));
      if (config.maxSide > 1280 && !config.detectionSide) {
        bytes = await sharp(bytes)
          .resize({ width: config.maxSide, height: config.maxSide, fit: 'inside' })
          .jpeg({ quality: 92 })
          .toBuffer();
      }
      const started = performance.now();
      const cpu = process.cpuUsage();
      const thorough =
        config.thoroughAll === true ||
        (config.thoroughAnchors !== false && image.role === 'anchor');
      const { text, lines, regions } = await engine.recognize(bytes, undefined, { thorough });
      const used = process.cpuUsage(cpu);
      results[image.file] = {
        text,
        lines: lines.map(({ text: t, box, confidence }): DumpLine => {
          const row: DumpLine = [
            t,
            Math.round(box.x),
            Math.round(box.y),
            Math.round(box.width),
            Math.round(box.height),
            Math.round(confidence * 1000) / 1000,
          ];
          if (box.points) row[6] = box.points.flatMap((p) => [Math.round(p.x), Math.round(p.y)]);
          return row;
        }),
        regions: regions.length,
        ms: performance.now() - started,
        cpuMs: (used.user + used.system) / 1000,
      };
      onProgress(index + 1, devset.images.length);
    }
  } finally {
    await engine.close();
  }
  return { ...config, results };
}

/** The saved form (tests/fixtures/devset-ocr.json): manifest entries with their OCR text. */
export type OcrDump = OcrRunConfig & {
  images: (DevsetImage & {
    ocr: string;
    ms: number;
    cpuMs: number;
    lines?: DumpLine[];
    regions?: number;
  })[];
};

export function toDump(devset: Devset, run: OcrRun): OcrDump {
  const images = devset.images.map((image) => ({
    ...image,
    ocr: run.results[image.file]!.text,
    ms: Math.round(run.results[image.file]!.ms),
    cpuMs: Math.round(run.results[image.file]!.cpuMs),
    ...(run.results[image.file]!.lines ? { lines: run.results[image.file]!.lines } : {}),
    ...(run.results[image.file]!.regions ? { regions: run.results[image.file]!.regions } : {}),
  }));
  return { engine: run.engine, maxSide: run.maxSide, images };
}

export function fromDump(dump: OcrDump): OcrRun {
  const results = Object.fromEntries(
    dump.images.map((image) => [
      image.file,
      {
        text: image.ocr,
        ms: image.ms,
        cpuMs: image.cpuMs ?? Number.NaN,
        ...(image.lines ? { lines: image.lines } : {}),
      },
    ]),
  );
  return { engine: dump.engine, maxSide: dump.maxSide, results };
}
