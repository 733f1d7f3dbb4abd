import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OcrEngine, OcrResult } from '@/server/providers/ocr/ocr-engine';
import {
  fingerprintDistance,
  fingerprintOf,
  SAME_PICTURE,
  type ImageFingerprint,
} from './image-fingerprint';

/**
 * The OCR tests use unless they are about OCR (docs/decisions/009-recorded-ocr-in-tests.md):
 * it answers with what the real PaddleOCR engine read from the same picture, recorded by
 * `npm run record:ocr` (tests/support/record-ocr.ts) from the pictures in ocr-recordings.ts.
 * A picture that was never recorded is an error that names it, never an empty reading, so no
 * test can pass on text OCR would not have read.
 */
export type OcrRecording = {
  name: string;
  /** Other sources that show the same picture, answered by this recording. */
  sameAs?: string[];
  fingerprint: ImageFingerprint;
  result: OcrResult;
};
export type OcrRecordingFile = { engine: string; maxSide: number; recordings: OcrRecording[] };

export const RECORDING_FILE = new URL('../fixtures/ocr-recorded.json', import.meta.url);

let loaded: OcrRecording[] | undefined;

export function loadRecordings(): OcrRecording[] {
  loaded ??= (JSON.parse(readFileSync(RECORDING_FILE, 'utf8')) as OcrRecordingFile).recordings;
  return loaded;
}

export class UnrecordedImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnrecordedImageError';
  }
}

/** The recording of the same picture, or the nearest one and how far it is. */
export function nearestRecording(
  fingerprint: ImageFingerprint,
  recordings: OcrRecording[],
): { recording: OcrRecording | undefined; distance: number } {
  let best: { recording: OcrRecording | undefined; distance: number } = {
    recording: undefined,
    distance: Infinity,
  };
  for (const recording of recordings) {
    const distance = fingerprintDistance(fingerprint, recording.fingerprint);
    if (distance < best.distance) best = { recording, distance };
  }
  return best;
}

export function createRecordedOcr(recordings: OcrRecording[] = loadRecordings()): OcrEngine {
  return {
    async recognize(image) {
      const fingerprint = await fingerprintOf(image);
      const { recording, distance } = nearestRecording(fingerprint, recordings);
      if (recording && distance <= SAME_PICTURE) return structuredClone(recording.result);
      const saved = await keepForInspection(image);
      const nearest = recording
        ? `the nearest recording, "${recording.name}", is ${distance.toFixed(2)} away (same picture: at most ${SAME_PICTURE})`
        : 'no recording has its shape';
      const message =
        `Recorded OCR has no recording of this image (saved as ${saved}; ${nearest}). ` +
        'Add the picture to tests/support/ocr-recordings.ts and run `npm run record:ocr`, ' +
        "or give the test live OCR (createTestApp({ ocr: 'live' })).";
      // Also printed: the server turns the error into a 500 whose text a test may not show.
      console.error(message);
      throw new UnrecordedImageError(message);
    },
    async close() {},
  };
}

async function keepForInspection(image: Buffer): Promise<string> {
  const folder = path.join(tmpdir(), 'underprint-unrecorded-ocr');
  await mkdir(folder, { recursive: true });
  const file = path.join(
    folder,
    `${createHash('sha256').update(image).digest('hex').slice(0, 16)}.jpg`,
  );
  await writeFile(file, image);
  return file;
}
