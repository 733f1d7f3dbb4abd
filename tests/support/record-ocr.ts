// `npm run record:ocr`: (re)records tests/fixtures/ocr-recorded.json with the real PaddleOCR
// engine, one picture at a time, from the sources in ocr-recordings.ts. Each picture first goes
// through the server's own upload processing, so what is recorded is what the server reads.
import { writeFile } from 'node:fs/promises';
import { createPaddleEngine } from '@/server/providers/ocr/paddle-engine';
import { OCR_MAX_SIDE } from '@/server/providers/ocr/preprocess';
import { processImage } from '@/server/providers/uploads';
import { fingerprintDistance, fingerprintOf, SAME_PICTURE } from './image-fingerprint';
import { ocrSources } from './ocr-recordings';
import {
  nearestRecording,
  RECORDING_FILE,
  type OcrRecording,
  type OcrRecordingFile,
} from './recorded-ocr';

/** Two different pictures must be this far apart, or a lookup could mistake one for the other. */
const DISTINCT = SAME_PICTURE * 1.5;

const engine = await createPaddleEngine({ threads: 1 });
const recordings: OcrRecording[] = [];
try {
  for (const source of await ocrSources()) {
    const { image } = await processImage(await source.load());
    const fingerprint = await fingerprintOf(image);
    const { recording: same, distance } = nearestRecording(fingerprint, recordings);
    if (same && distance <= SAME_PICTURE) {
      console.log(`${source.name}: the same picture as ${same.name}, not recorded twice`);
      same.sameAs = [...(same.sameAs ?? []), source.name];
      continue;
    }
    if (same && distance < DISTINCT) {
      throw new Error(
        `${source.name} and ${same.name} are different pictures only ${distance.toFixed(2)} apart: ` +
          'the fingerprint cannot tell them apart reliably',
      );
    }
    const started = performance.now();
    const result = await engine.recognize(image);
    const ms = Math.round(performance.now() - started);
    console.log(`${source.name}: ${result.lines.length} lines in ${ms} ms`);
    recordings.push({ name: source.name, fingerprint, result });
  }
} finally {
  await engine.close();
}

// Sanity: every stored fingerprint is its own nearest.
for (const recording of recordings) {
  for (const other of recordings) {
    if (
      other !== recording &&
      fingerprintDistance(recording.fingerprint, other.fingerprint) < DISTINCT
    ) {
      throw new Error(`${recording.name} and ${other.name} are too alike to record apart`);
    }
  }
}

const file: OcrRecordingFile = {
  engine: 'PaddleOCR PP-OCRv4 (src/server/providers/ocr/paddle-engine.ts)',
  maxSide: OCR_MAX_SIDE,
  recordings,
};
await writeFile(RECORDING_FILE, `${JSON.stringify(file, null, 2)}\n`);
console.log(`Recorded ${recordings.length} pictures in ${RECORDING_FILE.pathname}`);
