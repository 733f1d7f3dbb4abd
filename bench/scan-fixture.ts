// Turns a scan-ocr-dump.ts dump (boxes kept) into a test fixture: each photo's OCR text laid out
// as the engine lays it out (a tab between boxes of one line), without the boxes, so matching
// tests see exactly the text the app would send.
//   node --import tsx bench/scan-fixture.ts --from dump.json --out tests/fixtures/devset-ocr.json [--source "..."]
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { format } from 'prettier';
import { textOfLines } from '@/server/providers/ocr/text-layout.ts';
import { lineOfDump, type OcrDump } from './scan/ocr-run.ts';

const { values } = parseArgs({
  options: { from: { type: 'string' }, out: { type: 'string' }, source: { type: 'string' } },
});
if (!values.from || !values.out) throw new Error('--from dump.json --out fixture.json');
const dump = JSON.parse(await readFile(values.from, 'utf8')) as OcrDump;
const images = dump.images.map(({ lines, regions: _regions, ...image }) => ({
  ...image,
  // A scan's text as the analysis gives it: its unsure boxes marked (photo-analyzer.ts).
  ocr: lines
    ? textOfLines(lines.map(lineOfDump), { markUnsure: image.role !== 'anchor' })
    : image.ocr,
}));
const fixture = {
  engine: dump.engine,
  maxSide: dump.maxSide,
  ...(values.source ? { source: values.source } : {}),
  images,
};
await writeFile(values.out, await format(JSON.stringify(fixture), { parser: 'json' }));
process.stderr.write(`wrote ${values.out}\n`);
