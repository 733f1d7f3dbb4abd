// Scan benchmark: OCR accuracy and speed per engine and image size, and how the matcher does
// with that OCR on ../shared/scan-devset. Prints tables; asserts nothing (benches are not tests).
//   npm run bench:scan                              PaddleOCR at 1280 px (about 2 minutes)
//   npm run bench:scan -- --engines paddle,tesseract --sizes 640,960,1280,1600,2048
//   npm run bench:scan -- --from a.json,b.json      re-score saved scan-ocr-dump.ts output
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { GRAM, MATCH_MIN_SCORE } from '@/server/lib/text/matching.ts';
import { OCR_MAX_SIDE } from '@/server/providers/ocr/preprocess.ts';
import { cer, inFrameCer } from './scan/cer.ts';
import { loadDevset, truthOf } from './scan/devset.ts';
import { evaluateMatching } from './scan/evaluate.ts';
import { matchTimePerCandidate, thresholdSweep } from './scan/match-stats.ts';
import { type EngineName, fromDump, type OcrDump, type OcrRun, runOcr } from './scan/ocr-run.ts';
import { pct, percentile, printTable } from './scan/table.ts';
import { textKey } from '@/server/lib/text/text-key.ts';

const { values } = parseArgs({
  options: {
    engines: { type: 'string', default: 'paddle' },
    sizes: { type: 'string', default: String(OCR_MAX_SIDE) },
    from: { type: 'string' },
  },
});

const devset = await loadDevset();
console.log(
  `machine: ${os.cpus()[0]?.model ?? 'unknown cpu'}, ${os.availableParallelism()} cores, ` +
    `${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}; OCR on one thread; ` +
    `load average ${os.loadavg()[0]!.toFixed(1)} (CPU time per photo is the one-core cost; wall time grows with load)`,
);
console.log(`devset: ${devset.dir} (${devset.images.length} photos)`);

const runs: OcrRun[] = [];
if (values.from) {
  for (const file of values.from.split(',')) {
    runs.push(fromDump(JSON.parse(await readFile(file, 'utf8')) as OcrDump));
  }
} else {
  for (const engine of values.engines.split(',') as EngineName[]) {
    for (const maxSide of values.sizes.split(',').map(Number)) {
      process.stderr.write(`${engine} ${maxSide}px: `);
      runs.push(
        await runOcr(devset, { engine, maxSide }, (done, total) =>
          process.stderr.write(done === total ? `${total} photos\n` : ''),
        ),
      );
    }
  }
}

const summary = runs.map((run) => {
  const text = (file: string) => run.results[file]!.text;
  const anchors = devset.images.filter((image) => image.role === 'anchor');
  const probes = devset.images.filter((image) => image.role === 'probe');
  const key = (file: string) => textKey(text(file));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const ms = Object.values(run.results).map((result) => result.ms);
  const cpuMs = Object.values(run.results).map((result) => result.cpuMs);
  const cpuOf = (kind: string) =>
    devset.images.filter((i) => i.kind === kind).map((i) => run.results[i.file]!.cpuMs);
  return {
    run,
    anchorCer: mean(anchors.map((a) => cer(key(a.file), textKey(truthOf(devset, a)!)))),
    probeCer: mean(probes.map((p) => inFrameCer(key(p.file), textKey(truthOf(devset, p)!)))),
    empty: devset.images.filter((image) => key(image.file).length === 0).length,
    local: evaluateMatching(devset, text, 'same-scope'),
    worst: evaluateMatching(devset, text, 'all-anchors'),
    p50: percentile(cpuMs, 50),
    p95: percentile(cpuMs, 95),
    p50Sign: percentile(cpuOf('sign'), 50),
    p50Page: percentile(cpuOf('page'), 50),
    wallP50: percentile(ms, 50),
  };
});

printTable(
  'OCR and discovery per engine and long side (CER on letters and digits; probes: in-frame CER)',
  [
    'engine / px',
    'CER anchors',
    'CER probes',
    'empty',
    'recall',
    'recall, all anchors',
    'false disc.',
    'false, all anchors',
    'OCR CPU p50 ms',
    'p95',
    'p50 signs',
    'p50 pages',
    'wall p50',
  ],
  summary.map((s) => [
    `${s.run.engine} ${s.run.maxSide}`,
    s.anchorCer.toFixed(3),
    s.probeCer.toFixed(3),
    s.empty,
    `${s.local.found}/${s.local.probes} ${pct(s.local.found, s.local.probes)}`,
    `${s.worst.found}/${s.worst.probes}`,
    s.local.falseDiscoveries,
    s.worst.falseDiscoveries,
    Math.round(s.p50),
    Math.round(s.p95),
    Math.round(s.p50Sign),
    Math.round(s.p50Page),
    Math.round(s.wallP50),
  ]),
);

for (const s of summary) {
  const label = `${s.run.engine} ${s.run.maxSide}`;
  const groups = [
    ['sign', (o: { kind: string }) => o.kind === 'sign'],
    ['poster', (o: { kind: string }) => o.kind === 'poster'],
    ['page', (o: { kind: string }) => o.kind === 'page'],
  ] as const;
  const probeOutcomes = s.local.outcomes.filter((o) => o.role === 'probe');
  const hard = new Set(devset.images.filter((i) => i.hard).map((i) => i.file));
  printTable(
    `${label}: recall by kind (same-scope candidates); scores are the share of scan ${GRAM}-grams found`,
    ['kind', 'found', 'hard (p2) found', 'lowest true score', 'highest wrong score'],
    groups.map(([name, test]) => {
      const mine = probeOutcomes.filter(test);
      const found = mine.filter((o) => o.matched[0] === o.expected);
      const mineHard = mine.filter((o) => hard.has(o.file));
      const wrong = s.worst.outcomes.filter(test).map((o) => o.bestWrongScore);
      return [
        name,
        `${found.length}/${mine.length}`,
        `${mineHard.filter((o) => o.matched[0] === o.expected).length}/${mineHard.length}`,
        Math.min(...mine.map((o) => o.trueScore ?? 0)).toFixed(2),
        Math.max(...wrong).toFixed(2),
      ];
    }),
  );
  const missed = probeOutcomes.filter((o) => o.matched[0] !== o.expected);
  for (const o of missed) {
    console.log(
      `  missed ${o.file}: ${o.outcome}, ${o.length} chars, true score ${o.trueScore?.toFixed(2)}`,
    );
  }
}

const chosen = summary[0]!;
printTable(
  `${chosen.run.engine} ${chosen.run.maxSide}: threshold sweep (all anchors as candidates; current ${MATCH_MIN_SCORE})`,
  ['min score', 'recall', 'false discoveries'],
  thresholdSweep(devset, (file) => chosen.run.results[file]!.text).map((row) => [
    row.threshold.toFixed(2),
    `${row.found}/${row.probes}`,
    row.falseDiscoveries,
  ]),
);

const timing = matchTimePerCandidate(devset, (file) => chosen.run.results[file]!.text);
printTable(
  'match time per candidate (similarity of one scan key to one stored key)',
  ['stored keys', 'pairs', 'µs per candidate'],
  timing.map((row) => [row.label, row.pairs, row.micros.toFixed(1)]),
);
