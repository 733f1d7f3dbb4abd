import {
  decideScan,
  MATCH_RULES,
  type MatchCandidate,
  type MatchRules,
  type MessageScope,
  scoreCandidates,
} from '@/server/lib/text/matching.ts';
import { readScan } from '@/server/lib/text/scan-segments.ts';
import { textKey } from '@/shared/rules/text-key.ts';
import type { Devset, DevsetImage } from './devset.ts';

export type CandidatePolicy = 'same-scope' | 'all-anchors';

export type MatchOutcome = {
  file: string;
  role: 'probe' | 'negative';
  kind: DevsetImage['kind'];
  scope: MessageScope;
  expected: string | undefined;
  matched: string[];
  outcome: string;
  /** Scan key length and scores against the right anchor and the best wrong one. */
  length: number;
  trueScore: number | undefined;
  bestWrongScore: number;
};

export type MatchReport = {
  probes: number;
  found: number;
  /** Probes matching a wrong anchor, plus negatives matching anything. */
  falseDiscoveries: number;
  negatives: number;
  outcomes: MatchOutcome[];
};

/**
 * Every probe and negative against its candidates: with 'same-scope' a local scan sees the
 * local anchors (what the 100 m rule narrows further) and a global scan the global anchors;
 * 'all-anchors' is the worst case, every anchor a candidate. Anchor keys come from the anchors'
 * OCR, as stored keys do in the product.
 */
export function evaluateMatching(
  devset: Devset,
  ocrText: (file: string) => string,
  policy: CandidatePolicy,
  rules: MatchRules = MATCH_RULES,
): MatchReport {
  const anchors = devset.images.filter((image) => image.role === 'anchor');
  const anchorKeys = new Map(anchors.map((a) => [a.id!, textKey(ocrText(a.file))]));
  const outcomes: MatchOutcome[] = [];
  for (const image of devset.images) {
    if (image.role === 'anchor') continue;
    const candidates: MatchCandidate<string>[] = anchors
      .filter((a) => policy === 'all-anchors' || a.scope === image.scope)
      .map((a) => ({ id: a.id!, key: anchorKeys.get(a.id!)! }));
    const text = ocrText(image.file);
    const key = textKey(text);
    // As the product decides (scan.service.ts): every box, then the surely read boxes alone;
    // a candidate's score is the better of the two.
    const read = readScan(text);
    const decision = decideScan(read, candidates, image.scope, rules);
    const scores = new Map<string, number>();
    for (const boxes of read.sure.length < read.boxes.length
      ? [read.boxes, read.sure]
      : [read.boxes]) {
      for (const s of scoreCandidates(boxes, candidates, image.scope, rules)) {
        scores.set(s.candidate.id, Math.max(scores.get(s.candidate.id) ?? 0, s.score));
      }
    }
    outcomes.push({
      file: image.file,
      role: image.role,
      kind: image.kind,
      scope: image.scope,
      expected: image.anchor,
      matched: decision.matches.map((m) => m.id),
      outcome: decision.outcome,
      length: key.length,
      trueScore: image.anchor === undefined ? undefined : scores.get(image.anchor),
      bestWrongScore: Math.max(
        0,
        ...[...scores].filter(([id]) => id !== image.anchor).map(([, score]) => score),
      ),
    });
  }
  const probes = outcomes.filter((o) => o.role === 'probe');
  return {
    probes: probes.length,
    found: probes.filter((o) => o.matched[0] === o.expected).length,
    falseDiscoveries: outcomes.filter((o) => o.matched.some((id) => id !== o.expected)).length,
    negatives: outcomes.length - probes.length,
    outcomes,
  };
}
