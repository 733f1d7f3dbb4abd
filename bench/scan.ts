// Scan benchmark: OCR accuracy and speed, and how the matcher does with that OCR, on the three
// development sets (bench/scan/sets.ts): generated, generated-2 and real camera photos. Prints
// tables per set and per kind; asserts nothing (benches are not tests).
//   npm run bench:scan                                  PaddleOCR at 1280 px, all three sets (~5 min)
//   npm run bench:scan -- --sets real                   one set
//   npm run bench:scan -- --engines paddle,tesseract --sizes 960,1280,1600
//   npm run bench:scan -- --from real=a.json,generated=b.json   re-score saved scan-ocr-dump.ts output
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { GRAM, MATCH_MIN_SCORE } from '@/server/lib/text/matching.ts';
import { textKey } from '@/shared/rules/text-key.ts';
import { OCR_MAX_SIDE } from '@/server/providers/ocr/preprocess.ts';
import { textOfLines } from '@/server/providers/ocr/text-layout.ts';
import { cer, inFrameCer } from './scan/cer.ts';
import { type Devset, truthOf } from './scan/devset.ts';
import { evaluateMatching } from './scan/evaluate.ts';
import { matchTimePerCandidate, orderBlindGuesses, thresholdSweep } from './scan/match-stats.ts';
import {
  type EngineName,
  fromDump,
  lineOfDump,
  type OcrDump,
  type OcrRun,
  runOcr,
} from './scan/ocr-run.ts';
import { DEVSETS, type DevsetName, devsetOfDump, loadNamedDevset } from './scan/sets.ts';
import { pct, percentile, printTable } from './scan/table.ts';

const { values } = parseArgs({
  options: {
    sets: { type: 'string', default: Object.keys(DEVSETS).join(',') },
    engines: { type: 'string', default: 'paddle' },
    sizes: { type: 'string', default: String(OCR_MAX_SIDE) },
    from: { type: 'string' },
    'plain-anchors': { type: 'boolean', default: false },
  },
});

console.log(
  `machine: ${os.cpus()[0]?.model ?? 'unknown cpu'}, ${os.availableParallelism()} cores, ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}; OCR on one thread; ` +
    `load average ${os.loadavg()[0]!.toFixed(1)} (CPU time per photo is the one-core cost; wall time grows with load)`,
);

/** One set read by one engine at one size. */
type SetRun = { set: DevsetName; devset: Devset; run: OcrRun };
const setRuns: SetRun[] = [];
if (values.from) {
  for (const pair of values.from.split(',')) {
    const [set, file] = pair.split('=') as [DevsetName, string];
    if (!(set in DEVSETS) || !file) throw new Error(`--from takes set=file pairs, got ${pair}`);
    const dump = JSON.parse(await readFile(file, 'utf8')) as OcrDump;
    setRuns.push({ set, devset: devsetOfDump(set, dump), run: fromDump(dump) });
  }
} else {
  for (const set of values.sets.split(',') as DevsetName[]) {
    const devset = await loadNamedDevset(set);
    for (const engine of values.engines.split(',') as EngineName[]) {
      for (const maxSide of values.sizes.split(',').map(Number)) {
        process.stderr.write(`${set}, ${engine} ${maxSide}px: `);
        const config = { engine, maxSide, thoroughAnchors: !values['plain-anchors'] };
        const run = await runOcr(devset, config, (done, total) =>
          process.stderr.write(done === total ? `${total} photos\n` : ''),
        );
        setRuns.push({ set, devset, run });
      }
    }
  }
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const summary = setRuns.map(({ set, devset, run }) => {
  // A dump that kept the boxes is laid out as the engine lays text out now (a tab between boxes),
  // a scan's unsure boxes marked as the analysis marks them (photo-analyzer.ts).
  const roles = new Map(devset.images.map((image) => [image.file, image.role]));
  const text = (file: string) => {
    const result = run.results[file]!;
    if (!result.lines) return result.text;
    const markUnsure = roles.get(file) !== 'anchor';
    return textOfLines(result.lines.map(lineOfDump), { markUnsure });
  };
  const key = (file: string) => textKey(text(file));
  // The real set has no hand transcriptions: its CER columns stay empty.
  const truthKey = (image: Devset['images'][number]) => {
    const truth = truthOf(devset, image);
    return truth ? textKey(truth) : null;
  };
  const anchors = devset.images.filter((image) => image.role === 'anchor' && truthKey(image));
  const probes = devset.images.filter((image) => image.role === 'probe' && truthKey(image));
  const cpuMs = Object.values(run.results).map((result) => result.cpuMs);
  const local = evaluateMatching(devset, text, 'same-scope');
  return {
    set,
    devset,
    run,
    text,
    label: `${set}, ${run.engine} ${run.maxSide}`,
    anchorCer: mean(anchors.map((a) => cer(key(a.file), truthKey(a)!))),
    probeCer: mean(probes.map((p) => inFrameCer(key(p.file), truthKey(p)!))),
    empty: devset.images.filter((image) => key(image.file).length === 0).length,
    local,
    worst: evaluateMatching(devset, text, 'all-anchors'),
    negativesFinding: local.outcomes.filter((o) => o.role === 'negative' && o.matched.length > 0)
      .length,
    p50: percentile(cpuMs, 50),
    p95: percentile(cpuMs, 95),
    wallP50: percentile(
      Object.values(run.results).map((result) => result.ms),
      50,
    ),
  };
});

printTable(
  'Discovery per set (recall: probes that find their own message among the same scope; false: a probe finding another message, or a negative finding any)',
  [
    'set / engine / px',
    'photos',
    'CER anchors',
    'CER probes',
    'empty',
    'recall',
    'recall, all anchors',
    'false disc.',
    'false, all anchors',
    'negatives finding',
    'OCR CPU p50 ms',
    'p95',
    'wall p50',
  ],
  summary.map((s) => [
    s.label,
    s.devset.images.length,
    Number.isNaN(s.anchorCer) ? '-' : s.anchorCer.toFixed(3),
    Number.isNaN(s.probeCer) ? '-' : s.probeCer.toFixed(3),
    s.empty,
    `${s.local.found}/${s.local.probes} ${pct(s.local.found, s.local.probes)}`,
    `${s.worst.found}/${s.worst.probes}`,
    s.local.falseDiscoveries,
    s.worst.falseDiscoveries,
    `${s.negativesFinding}/${s.local.negatives}`,
    Math.round(s.p50),
    Math.round(s.p95),
    Math.round(s.wallP50),
  ]),
);

for (const s of summary) {
  const kinds = [...new Set(s.devset.images.map((image) => image.kind))].sort();
  const probeOutcomes = s.local.outcomes.filter((o) => o.role === 'probe');
  const hard = new Set(s.devset.images.filter((i) => i.hard).map((i) => i.file));
  const cpuOf = (kind: string) =>
    s.devset.images.filter((i) => i.kind === kind).map((i) => s.run.results[i.file]!.cpuMs);
  printTable(
    `${s.label}: recall by kind (same-scope candidates); scores are the share of scan ${GRAM}-grams found`,
    ['kind', 'found', 'hard found', 'lowest true score', 'highest wrong score', 'OCR CPU p50 ms'],
    kinds.map((kind) => {
      const mine = probeOutcomes.filter((o) => o.kind === kind);
      const found = mine.filter((o) => o.matched[0] === o.expected);
      const mineHard = mine.filter((o) => hard.has(o.file));
      const wrong = s.worst.outcomes.filter((o) => o.kind === kind).map((o) => o.bestWrongScore);
      return [
        kind,
        `${found.length}/${mine.length}`,
        `${mineHard.filter((o) => o.matched[0] === o.expected).length}/${mineHard.length}`,
        mine.length ? Math.min(...mine.map((o) => o.trueScore ?? 0)).toFixed(2) : '-',
        wrong.length ? Math.max(...wrong).toFixed(2) : '-',
        Math.round(percentile(cpuOf(kind), 50)),
      ];
    }),
  );
  for (const o of probeOutcomes.filter((o) => o.matched[0] !== o.expected)) {
    console.log(
      `  missed ${o.file} (${o.kind}): ${o.outcome}, ${o.length} chars, true score ${o.trueScore?.toFixed(2)}`,
    );
  }
  for (const o of s.local.outcomes.filter((o) => o.matched.some((id) => id !== o.expected))) {
    console.log(`  FALSE ${o.file} (${o.role}, ${o.kind}) found ${o.matched.join(', ')}`);
  }
}

for (const s of summary) {
  printTable(
    `${s.label}: threshold sweep (all anchors as candidates; current ${MATCH_MIN_SCORE})`,
    ['min score', 'recall', 'false discoveries'],
    thresholdSweep(s.devset, s.text).map((row) => [
      row.threshold.toFixed(2),
      `${row.found}/${row.probes}`,
      row.falseDiscoveries,
    ]),
  );
}

for (const s of summary) {
  const rows = orderBlindGuesses(s.devset, s.text);
  if (rows[0]!.pages === 0) continue;
  printTable(
    `${s.label}: order-blind guesses (a long page's words shuffled, one to a box, against the set's pages; threshold ${MATCH_MIN_SCORE})`,
    ['words', 'pages', 'guesses', 'highest score', 'guesses discovering'],
    rows.map((row) => [
      row.share === 1 ? 'all' : 'half',
      row.pages,
      row.guesses,
      row.highest.toFixed(2),
      row.found,
    ]),
  );
}

const first = summary[0]!;
printTable(
  `match time per candidate on ${first.set} (similarity of one scan key to one stored key)`,
  ['stored keys', 'pairs', 'µs per candidate'],
  matchTimePerCandidate(first.devset, first.text).map((row) => [
    row.label,
    row.pairs,
    row.micros.toFixed(1),
  ]),
);
