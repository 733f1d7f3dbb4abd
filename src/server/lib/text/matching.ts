import { MIN_SCAN_LETTERS, SHORT_SIGN_MIN_LETTERS } from '@/shared/rules/scan-text';

/** Local messages are matched within 100 m of the scanner; global ones everywhere. */
export type MessageScope = 'local' | 'global';

/** Character n-gram length: 4 letters are specific enough that chance hits stay rare. */
export const GRAM = 4;
/**
 * A scan is compared with a window of the stored key this much longer than the scan, so OCR's
 * dropped or doubled letters in the stored text do not push grams out of the window.
 */
export const WINDOW_SLACK = 1.25;
/**
 * Thresholds, checked on ../shared/scan-devset with PaddleOCR output (npm run bench:scan; the
 * tables are in docs/decisions/002-ocr-engine-and-matching.md). There true matches scored
 * 0.74-1.0 and the best wrong candidate at most 0.21, with every anchor a candidate. 0.6 is the
 * value that kept 0 false discoveries on three earlier generated sets (ARCHITECTURE §3), and it
 * sits nearer the true side of the gap on purpose: a false match reveals a message, a miss only
 * costs a retake. Not tuned further, so a new set of photos has room on both sides.
 */
export const MATCH_MIN_SCORE = 0.6;
/** The best candidate must beat the best candidate with a different text by this much. */
export const MATCH_MIN_MARGIN = 0.1;
/**
 * Fewer letters than this and a scan is refused before matching: short texts share grams by
 * chance. Local messages have the 100 m rule as their main guard, so a sign's few words do;
 * global messages are matched against every book and magazine, so a scan needs about a line.
 * The shortest devset probes had 23 (sign) and 73 (page) letters, so neither refused one.
 */
export const MIN_SCAN_LENGTH: Record<MessageScope, number> = MIN_SCAN_LETTERS;

/*
 * Letters are not content: "settingssettings…" has 64 letters but 8 distinct 4-letter runs, and
 * scored near 1.0 against any page holding the word, so a word list revealed every global
 * message (issue 10, point 1). A scan must hold enough *distinct* runs, and not be mostly
 * repeats of itself. On both devsets the real scans had at least 13 distinct runs (signs: "FIRE
 * DOOR KEEP SHUT", 16 letters, all distinct) and 68 (pages), and at least 0.6 of their runs
 * distinct; the floors below stay under both.
 */
export const MIN_DISTINCT_GRAMS: Record<MessageScope, number> = { local: 12, global: 48 };
/** Distinct runs over all runs of the scan: repeated words push it down. */
export const MIN_DISTINCT_SHARE = 0.5;
/*
 * A match must also cover enough of the candidate's own distinctive text: the share of the
 * candidate's distinct runs that the scan holds. A scan frames 40-90 % of a print; the lowest
 * true coverage measured on the two devsets was 0.34 (signs) and 0.21 (pages); a word or two
 * of a sign covers far less ("mountain" is 5 of a refuge sign's 37 runs).
 */
export const MIN_COVERAGE: Record<MessageScope, number> = { local: 0.3, global: 0.15 };

/*
 * Short signs (issue 20): "to Harbourfront" (14 letters) or "ROUND OCBC Bank" (13) fall under
 * the 16-letter floor, so a whole class of real signs could be neither hidden at nor found.
 * A local scan of at least 10 letters may still match when it holds most of a short stored
 * key's distinct runs (a whole short sign, not a word of a long one). Sweeps stay closed: the
 * scan must carry an analysis token (an OCR'd photo of that text), be made within 100 m of the
 * message, and cover 80 % of the key, so it names the sign rather than guessing at it; global
 * messages keep their 60-letter floor (decision 010).
 */
export const SHORT_SIGN_RULES = {
  minLetters: SHORT_SIGN_MIN_LETTERS,
  minDistinctGrams: 7,
  minCoverage: 0.8,
};

/**
 * Share of the scan's distinct n-grams found in the best window of the stored key (0..1).
 * Asymmetric on purpose: a scan is usually part of the stored text (40-90 % of it in frame),
 * so what counts is how much of the scan the stored text explains, near one place, not how much
 * of the stored text the scan covers.
 */
/** The distinct n-grams of a key. */
export function gramsOf(key: string): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i + GRAM <= key.length; i++) grams.add(key.slice(i, i + GRAM));
  return grams;
}

/** Share of the stored key's distinct n-grams that the scan holds (0..1). */
export function coverage(scanGrams: ReadonlySet<string>, storedKey: string): number {
  const stored = gramsOf(storedKey);
  if (stored.size === 0) return 0;
  let held = 0;
  for (const gram of stored) if (scanGrams.has(gram)) held++;
  return held / stored.size;
}

export function similarity(scanKey: string, storedKey: string): number {
  const ids = new Map<string, number>();
  for (let i = 0; i + GRAM <= scanKey.length; i++) {
    const gram = scanKey.slice(i, i + GRAM);
    if (!ids.has(gram)) ids.set(gram, ids.size);
  }
  if (ids.size === 0) return 0;

  const stored: number[] = [];
  for (let i = 0; i + GRAM <= storedKey.length; i++) {
    stored.push(ids.get(storedKey.slice(i, i + GRAM)) ?? -1);
  }
  // Sliding window over the stored grams, counting how many distinct scan grams it holds.
  const width = Math.ceil((scanKey.length - GRAM + 1) * WINDOW_SLACK);
  const counts = new Uint32Array(ids.size);
  let present = 0;
  let best = 0;
  for (let end = 0; end < stored.length; end++) {
    const entering = stored[end]!;
    if (entering >= 0 && counts[entering]!++ === 0) present++;
    const leavingAt = end - width;
    if (leavingAt >= 0) {
      const leaving = stored[leavingAt]!;
      if (leaving >= 0 && --counts[leaving]! === 0) present--;
    }
    if (present > best) best = present;
  }
  return best / ids.size;
}

/**
 * OCR's usual confusions, folded together on both sides before comparing: a zero and an O, a
 * one, an I and an l (lower-cased keys cannot tell I from l), "vv" for w and "rn" for m. Keys
 * stay as OCR read them in storage (the analysis token hashes them); only the matcher folds.
 */
export function foldLookalikes(key: string): string {
  return key
    .replace(/vv/g, 'w')
    .replace(/rn/g, 'm')
    .replace(/[01i]/g, (c) => (c === '0' ? 'o' : 'l'));
}

/**
 * How well a scan fits a stored key: the share of the scan's runs that one stretch of the key
 * explains. When the creator's photo read less than the finder's (a whole curved page read once,
 * then a closer, sharper scan of it), the share of the *stored* runs that one stretch of the scan
 * explains counts too, so a finder is not punished for reading more than the creator. Both
 * directions need their runs near one another (a window), so a long word list cannot assemble
 * a stored text from scattered words; and the stored text must itself be long enough for its
 * scope, so a short key is never "explained" by chance (decision 010).
 */
export function matchScore(
  scanKey: string,
  storedKey: string,
  scope: MessageScope,
  rules: MatchRules = MATCH_RULES,
): number {
  const forward = similarity(scanKey, storedKey);
  if (storedKey.length >= scanKey.length || !longEnough(storedKey, scope, rules)) return forward;
  return Math.max(forward, similarity(storedKey, scanKey));
}

export type MatchRules = {
  shortSign: typeof SHORT_SIGN_RULES;
  minScore: number;
  minMargin: number;
  minLength: Record<MessageScope, number>;
  minDistinctGrams: Record<MessageScope, number>;
  minDistinctShare: number;
  minCoverage: Record<MessageScope, number>;
};
/** The rules in force; a parameter only so the benchmark can sweep them. */
export const MATCH_RULES: MatchRules = {
  shortSign: SHORT_SIGN_RULES,
  minScore: MATCH_MIN_SCORE,
  minMargin: MATCH_MIN_MARGIN,
  minLength: MIN_SCAN_LENGTH,
  minDistinctGrams: MIN_DISTINCT_GRAMS,
  minDistinctShare: MIN_DISTINCT_SHARE,
  minCoverage: MIN_COVERAGE,
};

/**
 * Whether a scan holds enough distinct text to be matched at all (so callers can skip the
 * lookup): enough letters, enough distinct 4-letter runs, and not mostly repeats.
 */
export function longEnough(scanKey: string, scope: MessageScope, rules: MatchRules = MATCH_RULES) {
  if (scanKey.length < rules.minLength[scope]) return false;
  const distinct = gramsOf(scanKey).size;
  const runs = scanKey.length - GRAM + 1;
  return distinct >= rules.minDistinctGrams[scope] && distinct / runs >= rules.minDistinctShare;
}

/** A local scan too short for the usual rules that may still name a whole short sign. */
export function shortSignScan(scanKey: string, rules: MatchRules = MATCH_RULES): boolean {
  if (scanKey.length < rules.shortSign.minLetters) return false;
  const distinct = gramsOf(scanKey).size;
  const runs = scanKey.length - GRAM + 1;
  return distinct >= rules.shortSign.minDistinctGrams && distinct / runs >= rules.minDistinctShare;
}

/** Whether a stored key holds enough text to be discovered at all in its scope. */
export function canBeMatched(key: string, scope: MessageScope, rules: MatchRules = MATCH_RULES) {
  return longEnough(key, scope, rules) || (scope === 'local' && shortSignScan(key, rules));
}

export type MatchCandidate<Id> = { id: Id; key: string };
export type ScoredCandidate<Id> = MatchCandidate<Id> & { score: number };
export type MatchDecision<Id> =
  | { outcome: 'matched'; matches: ScoredCandidate<Id>[] }
  | { outcome: 'too-short' | 'no-match' | 'ambiguous'; matches: [] };

/**
 * Which candidates a scan discovers. The best must score MATCH_MIN_SCORE and beat every
 * candidate with a different text by MATCH_MIN_MARGIN (a scan that fits two texts about equally
 * well proves neither); candidates holding the same text as the best all match, best first.
 */
export function decideMatch<Id>(
  scanKey: string,
  candidates: readonly MatchCandidate<Id>[],
  scope: MessageScope,
  rules: MatchRules = MATCH_RULES,
): MatchDecision<Id> {
  const scan = foldLookalikes(scanKey);
  const short = !longEnough(scan, scope, rules);
  if (short && !(scope === 'local' && shortSignScan(scan, rules))) {
    return { outcome: 'too-short', matches: [] };
  }
  const scored = candidates
    .map((candidate) => {
      const folded = foldLookalikes(candidate.key);
      return { candidate, folded, score: matchScore(scan, folded, scope, rules) };
    })
    .sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (!best || best.score < rules.minScore) {
    return { outcome: short ? 'too-short' : 'no-match', matches: [] };
  }

  // Two messages hidden at one print have keys that explain each other.
  const sameText = (a: string, b: string) =>
    Math.max(similarity(a, b), similarity(b, a)) >= rules.minScore;
  const matches = [best];
  for (const other of scored.slice(1)) {
    const rival = other.score > best.score - rules.minMargin;
    if (!rival && other.score < rules.minScore) break; // sorted: the rest score lower
    if (sameText(best.folded, other.folded)) {
      if (other.score >= rules.minScore) matches.push(other);
    } else if (rival) {
      return { outcome: 'ambiguous', matches: [] };
    }
  }
  // A candidate the scan covers too little of is not proven by it, however well it scores.
  const scanGrams = gramsOf(scan);
  const minCoverage = short ? rules.shortSign.minCoverage : rules.minCoverage[scope];
  const covered = matches.filter((match) => coverage(scanGrams, match.folded) >= minCoverage);
  // A short scan that does not name a whole short sign was simply too little text.
  if (covered.length === 0) return { outcome: short ? 'too-short' : 'no-match', matches: [] };
  return {
    outcome: 'matched',
    matches: covered.map(({ candidate, score }) => ({ ...candidate, score })),
  };
}
