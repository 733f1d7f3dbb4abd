import {
  decideMatch,
  MATCH_RULES,
  matchScore,
  scoreCandidates,
} from '@/server/lib/text/matching.ts';
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

/** A deterministic shuffle (the unit tests' own), so a row can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * What an order-blind guess scores against the page it was made from (decision 010): the words
 * of each long page (over 400 letters), shuffled with five seeds, one to a box, the whole list
 * and half of it, weighed as a page scan among the set's pages. The highest of these is the
 * margin a lower page threshold would give away.
 */
export function orderBlindGuesses(devset: Devset, ocrText: (file: string) => string) {
  const pages = devset.images.filter(
    (i) => i.role === 'anchor' && i.scope === 'global' && textKey(ocrText(i.file)).length > 400,
  );
  const candidates = pages.map((page) => ({ id: page.id!, key: textKey(ocrText(page.file)) }));
  return [0.5, 1].map((share) => {
    let highest = 0;
    let found = 0;
    for (const page of pages) {
      const words = ocrText(page.file)
        .split(/\s+/)
        .filter((w) => textKey(w).length > 0 && textKey(w).length <= 12);
      for (const seed of [1, 2, 3, 4, 5]) {
        const guess = shuffled(words, seed).slice(0, Math.ceil(words.length * share));
        const scan = scanSegments(guess.join('\n'));
        const own = scoreCandidates(scan, candidates, 'global').find(
          (s) => s.candidate.id === page.id,
        );
        highest = Math.max(highest, own?.score ?? 0);
        if (decideMatch(scan, candidates, 'global').matches.length > 0) found++;
      }
    }
    return { share, pages: pages.length, guesses: pages.length * 5, highest, found };
  });
}
