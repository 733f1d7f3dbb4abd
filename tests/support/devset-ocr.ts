import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Entry = { file: string; ocr: string };

const fixture = JSON.parse(
  readFileSync(fileURLToPath(new URL('../fixtures/devset-ocr.json', import.meta.url)), 'utf8'),
) as { images: Entry[] };

/** What the OCR engine really read from a devset photo: a scanner's text, without the wait. */
export function ocrTextOf(file: string): string {
  const entry = fixture.images.find((image) => image.file === file);
  if (!entry) throw new Error(`no OCR fixture for ${file}`);
  return entry.ocr;
}
