// Regenerates tests/fixtures/devset-ocr.json: the chosen engine's OCR text of every devset
// photo, so matching.test.ts tests the matcher on real OCR output without running OCR.
//   node --import tsx bench/scan-ocr-dump.ts [--engine paddle|tesseract] [--max-side 1280] [--out file]
//     [--set generated|generated-2|real] [--anchors] [--plain-anchors]   (boxes are kept as `lines`)
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { format } from 'prettier';
import { OCR_MAX_SIDE } from '@/server/providers/ocr/preprocess.ts';
import { loadDevset } from './scan/devset.ts';
import { type DevsetName, loadNamedDevset } from './scan/sets.ts';
import { type EngineName, runOcr, toDump } from './scan/ocr-run.ts';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'paddle' },
    'max-side': { type: 'string', default: String(OCR_MAX_SIDE) },
    out: { type: 'string', default: 'tests/fixtures/devset-ocr.json' },
    box: { type: 'string' },
    set: { type: 'string' },
    anchors: { type: 'boolean', default: false },
    det: { type: 'string' },
    'plain-anchors': { type: 'boolean', default: false },
    'thorough-all': { type: 'boolean', default: false },
    probes: { type: 'boolean', default: false },
  },
});

const whole = values.set ? await loadNamedDevset(values.set as DevsetName) : await loadDevset();
// --anchors reads only the creators' photos: what a change to the creator's reading costs.
// --probes reads only the finders' photos and negatives (with --thorough-all: a second reading of scans).
const devset = values.anchors
  ? { ...whole, images: whole.images.filter((image) => image.role === 'anchor') }
  : values.probes
    ? { ...whole, images: whole.images.filter((image) => image.role !== 'anchor') }
    : whole;
const run = await runOcr(
  devset,
  {
    engine: values.engine as EngineName,
    maxSide: Number(values['max-side']),
    ...(values.box ? { boxScoreThreshold: Number(values.box) } : {}),
    ...(values.det ? { detectionSide: Number(values.det) } : {}),
    thoroughAnchors: !values['plain-anchors'],
    thoroughAll: values['thorough-all'],
  },
  (done, total) => process.stderr.write(`\r${done}/${total}`),
);
// Written as prettier formats it, so `npm run format:check` passes on a regenerated fixture.
await writeFile(values.out, await format(JSON.stringify(toDump(devset, run)), { parser: 'json' }));
process.stderr.write(`\nwrote ${values.out}\n`);
