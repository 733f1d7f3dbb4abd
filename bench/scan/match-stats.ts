import { MATCH_RULES, matchScore } from '@/server/lib/text/matching.ts';
import { scanSegments } from '@/server/lib/text/scan-segments.ts';
import { textKey } from '@/shared/rules/text-key.ts';
import type { Devset } from './devset.ts';
import { evaluateMatching } from './evaluate.ts';

/** Recall and false discoveries as the minimum score moves, every anchor a candidate. */
export function thresholdSweep(devset: Devset, ocrText: (file: string) => string) {
  const thresholds = [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85];
  return thresholds.map((threshold) => {
    const report = evaluateMatching(devset, ocrText, 'all-anchors', {
      ...MATCH_RULES,
      minScore: threshold,
    });
    return { threshold, ...report };
  });
}

/** Mean time of one matchScore() call (pieces each in their own window, both directions), scans against sign/poster keys and against page keys. */
export function matchTimePerCandidate(devset: Devset, ocrText: (file: string) => string) {
  const key = (file: string) => textKey(ocrText(file));
  const scans = devset.images
    .filter((i) => i.role !== 'anchor')
    .map((i) => ({ pieces: scanSegments(ocrText(i.file)), scope: i.scope }));
  const anchors = devset.images.filter((i) => i.role === 'anchor');
  const groups = [
    ['local prints', anchors.filter((a) => a.scope === 'local')],
    ['pages', anchors.filter((a) => a.scope === 'global')],
  ] as const;
  return groups.map(([label, group]) => {
    const keys = group.map((a) => key(a.file));
    // The fastest of several rounds: on a shared machine the slower ones measure the neighbours.
    let sink = 0;
    let fastest = Number.POSITIVE_INFINITY;
    for (let round = 0; round < 10; round++) {
      const started = performance.now();
      for (const scan of scans) {
        for (const stored of keys) sink += matchScore(scan.pieces, stored, scan.scope);
      }
      fastest = Math.min(fastest, performance.now() - started);
    }
    const pairs = scans.length * keys.length;
    const micros = (fastest * 1000) / pairs;
    const meanLength = Math.round(keys.reduce((sum, k) => sum + k.length, 0) / keys.length);
    return { label: `${label} (~${meanLength} chars)`, pairs, micros, sink };
  });
}
