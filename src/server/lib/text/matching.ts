import { MIN_SCAN_LETTERS, SHORT_SIGN_MIN_LETTERS } from '@/shared/rules/scan-text';
import { numbersDisagree } from './numbers';
import { joinShort, type ReadScan } from './scan-segments';

/** Local messages are matched within 100 m of the scanner; global ones everywhere. */
export type MessageScope = 'local' | 'global';

/** Character n-gram length: 4 letters are specific enough that chance hits stay rare. */
export const GRAM = 4;
/**
 * A scan is compared with a window of the stored key this much longer than the scan, so OCR's
 * dropped or doubled letters in the stored text do not push grams out of the window.
 */
export const WINDOW_SLACK = 1.25;
/** A stored key, which has no boxes, is cut into pieces this long when a scan explains it. */
export const STORED_PIECE_LETTERS = 40;
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

/*
 * A scan's boxes are looked for each in its own stretch of the stored text, a box shorter than
 * this grouped with the next (scan-segments.ts). Real boards of stickers, coupons and shop
 * fronts are read in a different order on every photo, a word per box: grouped into 20-letter
 * pieces they fell out of one stretch of the anchor (a sticker board scored 0.35, issue 20).
 * Local scans are compared only with the messages within 100 m, so each word may stand alone;
 * global scans are compared with every page, where a lone word is found in most of them, so a
 * piece needs about three words and keeps the runs across them (`piecesOf`). Measured on the
 * three devsets (decision 002): the best wrong score rose from 0.25 to 0.35, the real set's
 * recall from 17 to 19 of 20.
 */
export const PIECE_MIN_LETTERS: Record<MessageScope, number> = { local: 4, global: 20 };

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

/**
 * Share of the scan's distinct n-grams found in the best window of the stored key (0..1).
 * Asymmetric on purpose: a scan is usually part of the stored text (40-90 % of it in frame),
 * so what counts is how much of the scan the stored text explains, near one place, not how much
 * of the stored text the scan covers.
 */
export function similarity(scanKey: string, storedKey: string): number {
  return windowedShare([scanKey], storedKey);
}

/**
 * The share of the scan's distinct grams that the stored key explains, each piece of the scan
 * looked for in its own best window of the stored key (window = the piece's length × 1.25).
 * One piece is the plain `similarity`. Grams that span two pieces (or two boxes of a group) are
 * left out on both sides: they exist only because of the order they were read in. `weights`
 * (by gram, default 1) lets grams the scan shares with other messages count less
 * (`rarityWeighted`).
 */
export function windowedShare(
  pieces: readonly Piece[],
  storedKey: string,
  weights?: ReadonlyMap<string, number>,
): number {
  const ids = new Map<string, number>();
  const owner: number[] = [];
  const weight: number[] = [];
  let total = 0;
  pieces.forEach((piece, index) => {
    for (const box of boxesOf(piece)) {
      for (let i = 0; i + GRAM <= box.length; i++) {
        const gram = box.slice(i, i + GRAM);
        if (ids.has(gram)) continue;
        ids.set(gram, ids.size);
        owner.push(index);
        const w = weights?.get(gram) ?? 1;
        weight.push(w);
        total += w;
      }
    }
  });
  if (ids.size === 0 || total === 0) return 0;

  const stored: number[] = [];
  for (let i = 0; i + GRAM <= storedKey.length; i++) {
    stored.push(ids.get(storedKey.slice(i, i + GRAM)) ?? -1);
  }
  // Where each piece's grams occur in the stored key: a piece's window only moves over those.
  const hits: number[][] = pieces.map(() => []);
  for (let i = 0; i < stored.length; i++) {
    const id = stored[i]!;
    if (id >= 0) hits[owner[id]!]!.push(i);
  }
  const counts = new Uint32Array(ids.size);
  let explained = 0;
  for (const [index, piece] of pieces.entries()) {
    const at = hits[index]!;
    const letters = lettersOf(piece);
    if (letters < GRAM || at.length === 0) continue;
    // A window of `width` stored grams, summing the weight of this piece's grams it holds.
    const width = Math.ceil((letters - GRAM + 1) * WINDOW_SLACK);
    let present = 0;
    let best = 0;
    let first = 0;
    for (let last = 0; last < at.length; last++) {
      const entering = stored[at[last]!]!;
      if (counts[entering]!++ === 0) present += weight[entering]!;
      while (at[first]! <= at[last]! - width) {
        const leaving = stored[at[first]!]!;
        if (--counts[leaving]! === 0) present -= weight[leaving]!;
        first++;
      }
      if (present > best) best = present;
    }
    for (let i = first; i < at.length; i++) counts[stored[at[i]!]!] = 0;
    explained += best;
  }
  return Math.min(1, explained / total);
}

/**
 * A piece of a scan for the windows: one key, or a group of boxes looked for in one stretch of
 * the stored key, each box's runs on their own.
 */
export type Piece = string | readonly string[];
const boxesOf = (piece: Piece): readonly string[] => (typeof piece === 'string' ? [piece] : piece);
const lettersOf = (piece: Piece): number =>
  typeof piece === 'string' ? piece.length : piece.reduce((sum, box) => sum + box.length, 0);

/** A key cut into pieces of about `length` letters: a stored key has no boxes of its own. */
export function cutKey(key: string, length = STORED_PIECE_LETTERS): string[] {
  const count = Math.max(1, Math.round(key.length / length));
  const size = Math.ceil(key.length / count);
  const pieces: string[] = [];
  for (let i = 0; i < key.length; i += size) pieces.push(key.slice(i, i + size));
  return pieces;
}

/**
 * OCR's usual confusions, folded together on both sides before comparing: a zero and an O, a
 * one, an I and an l (lower-cased keys cannot tell I from l), "vv" for w and "rn" for m, and
 * the three a blurred or low-contrast print is most often misread by: c for e, a for o and f for
 * t (the commonest substitutions in the probes of generated-2 and the real set, 13-24 each,
 * session 15). Folding them raised the highest wrong score on the devsets from 0.20 to 0.30
 * (magazines, every anchor a candidate) and order-blind guesses by 0.01, far under the 0.6
 * threshold. Keys stay as OCR read them in storage (the analysis token hashes them); only the
 * matcher folds.
 */
export function foldLookalikes(key: string): string {
  return key
    .replace(/vv/g, 'w')
    .replace(/rn/g, 'm')
    .replace(/[01icaf]/g, (c) => FOLDED[c]!);
}
const FOLDED: Record<string, string> = { '0': 'o', '1': 'l', i: 'l', c: 'e', a: 'o', f: 't' };

/**
 * A scan as the matcher takes it: its key, or its key in the pieces OCR read separately
 * (`scanSegments`), so the order in which columns were read does not count.
 */
export type ScanKey = string | readonly string[];

/** A scan's pieces for the windows: its boxes, the short ones grouped with the next. */
function piecesOf(scan: ScanKey, scope: MessageScope, rules: MatchRules): readonly Piece[] {
  if (typeof scan === 'string') return [scan];
  const groups = joinShort(scan, rules.pieceLetters[scope]);
  // A page's piece keeps the runs across its words: a guess at a page's vocabulary, one word to
  // a box in any order, leaves them unexplained (decision 010).
  return scope === 'local' ? groups : groups.map((group) => group.join(''));
}
const joined = (scan: ScanKey): string => (typeof scan === 'string' ? scan : scan.join(''));
/** Lookalikes folded box by box, so a box boundary stays where OCR put it. */
const foldScan = (scan: ScanKey): ScanKey =>
  typeof scan === 'string' ? foldLookalikes(scan) : scan.map(foldLookalikes);
/** The scan's distinct runs, box by box. */
function scanGramsOf(scan: ScanKey): Set<string> {
  const grams = new Set<string>();
  for (const box of typeof scan === 'string' ? [scan] : scan) {
    for (const gram of gramsOf(box)) grams.add(gram);
  }
  return grams;
}

/**
 * How well a scan fits a stored key: the share of the scan's runs that the key explains, the
 * whole scan in one stretch of the key or each piece of it (a box OCR read) in a stretch of its
 * own, whichever explains more. When the creator's photo read less than the finder's (a whole
 * curved page read once, then a closer, sharper scan of it), the share of the *stored* runs that
 * the scan explains counts too (the stored key in one stretch of the scan, or cut into pieces of
 * about 40 letters each in its own), so a finder is not punished for reading more than the
 * creator. Every direction needs its runs near one another (a window per piece; a page's pieces
 * of at least 20 letters), so a long word list cannot assemble a page from scattered words; and
 * the stored text must itself be long enough for its scope, so a short key is never "explained"
 * by chance (decision 010). A page is weighed only piece by piece, in both directions: a window
 * as long as the whole scan (or the whole stored key) spans the whole page once the scan is as
 * long as the page, and then a page's words in any order scored 0.61 (decision 010, session 9).
 * `weights` as in `windowedShare`.
 */
export function matchScore(
  scan: ScanKey,
  storedKey: string,
  scope: MessageScope,
  rules: MatchRules = MATCH_RULES,
  weights?: ReadonlyMap<string, number>,
): number {
  const pieces = piecesOf(scan, scope, rules);
  const scanKey = joined(scan);
  const whole = scope === 'local' || pieces.length === 1;
  let forward = whole ? windowedShare([scanKey], storedKey, weights) : 0;
  if (pieces.length > 1) forward = Math.max(forward, windowedShare(pieces, storedKey, weights));
  if (storedKey.length >= scanKey.length || !longEnough(storedKey, scope, rules)) return forward;
  return Math.max(
    forward,
    scope === 'local' ? windowedShare([storedKey], scanKey, weights) : 0,
    windowedShare(cutKey(storedKey), scanKey, weights),
  );
}

export type MatchRules = {
  shortSign: typeof SHORT_SIGN_RULES;
  minScore: number;
  minMargin: number;
  minLength: Record<MessageScope, number>;
  minDistinctGrams: Record<MessageScope, number>;
  minDistinctShare: number;
  minCoverage: Record<MessageScope, number>;
  pieceLetters: Record<MessageScope, number>;
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
  pieceLetters: PIECE_MIN_LETTERS,
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
 * What the scan shares with a candidate counts by how rare it is among the other candidates
 * (`rarityWeighted`), so a template's shared wording cannot carry a match.
 * `coverageScan`: the scan whose runs count towards coverage, when only part of it is scored
 * (`decideScan`); the scan itself by default.
 */
export function decideMatch<Id>(
  scanKey: ScanKey,
  candidates: readonly MatchCandidate<Id>[],
  scope: MessageScope,
  rules: MatchRules = MATCH_RULES,
  coverageScan: ScanKey = scanKey,
): MatchDecision<Id> {
  const scan = joined(foldScan(scanKey));
  const short = !longEnough(scan, scope, rules);
  if (short && !(scope === 'local' && shortSignScan(scan, rules))) {
    return { outcome: 'too-short', matches: [] };
  }
  const scored = scoreCandidates(scanKey, candidates, scope, rules);
  const best = scored[0];
  if (!best || best.score < rules.minScore) {
    return { outcome: short ? 'too-short' : 'no-match', matches: [] };
  }

  const matches = [best];
  for (const other of scored.slice(1)) {
    const rival = other.score > best.score - rules.minMargin;
    if (!rival && other.score < rules.minScore) break; // sorted: the rest score lower
    if (sameText(best, other)) {
      if (other.score >= rules.minScore) matches.push(other);
    } else if (rival) {
      return { outcome: 'ambiguous', matches: [] };
    }
  }
  // A candidate the scan covers too little of is not proven by it, however well it scores.
  const scanGrams = gramsOf(joined(foldScan(coverageScan)));
  // A local scan that holds as much text as a page scan needs is held to a page's coverage: a
  // board of stickers or a shop front, read in another order by the creator, shares few of its
  // runs across words with the scan, however many words they share.
  const minCoverage = short
    ? rules.shortSign.minCoverage
    : scope === 'local' && longEnough(scan, 'global', rules)
      ? rules.minCoverage.global
      : rules.minCoverage[scope];
  const covered = matches.filter((match) => coverage(scanGrams, match.folded) >= minCoverage);
  // A short scan that does not name a whole short sign was simply too little text.
  if (covered.length === 0) return { outcome: short ? 'too-short' : 'no-match', matches: [] };
  return {
    outcome: 'matched',
    matches: covered.map(({ candidate, score }) => ({ ...candidate, score })),
  };
}

/**
 * Which candidates a scan as OCR read it discovers (`readScan`): decided on every box, and when
 * that finds nothing, on the boxes read surely alone. A blurred or noisy print is read half
 * well: its garbled boxes share few runs with anything and pull the score of the well-read ones
 * under the threshold (a magazine probe at 0.54 on all its boxes matched at 0.65 on its sure
 * ones). The sure boxes must hold a whole scan's text on their own (the same length, margin and
 * rarity rules); only coverage counts every box, since a garbled box is still part of the print
 * the finder framed. Leaving boxes out is what a tighter crop does, so it opens nothing a finder
 * could not do with the camera (decision 010); which boxes are sure is the server's reading,
 * signed in the analysis token.
 */
export function decideScan<Id>(
  scan: ReadScan,
  candidates: readonly MatchCandidate<Id>[],
  scope: MessageScope,
  rules: MatchRules = MATCH_RULES,
): MatchDecision<Id> {
  const whole = decideMatch(scan.boxes, candidates, scope, rules);
  if (whole.outcome === 'matched' || whole.outcome === 'ambiguous') return whole;
  if (scan.sure.length === scan.boxes.length) return whole;
  const sure = decideMatch(scan.sure, candidates, scope, rules, scan.boxes);
  return sure.outcome === 'matched' ? sure : whole;
}

/**
 * Every candidate's score against a scan, best first: lookalikes folded, pieces each in their
 * own window, template wording counted down (`rarityWeighted`). What `decideMatch` decides on;
 * exported for the benchmark and for warnings about look-alike messages before publishing.
 */
export function scoreCandidates<Id>(
  scanKey: ScanKey,
  candidates: readonly MatchCandidate<Id>[],
  scope: MessageScope,
  rules: MatchRules = MATCH_RULES,
): Scored<Id>[] {
  const boxes = typeof scanKey === 'string' ? [scanKey] : scanKey;
  const scan = foldScan(scanKey);
  const plain = candidates.map((candidate) => {
    const folded = foldLookalikes(candidate.key);
    return { candidate, folded, score: matchScore(scan, folded, scope, rules) };
  });
  // A template mate still counts down the wording it shares before its numbers rule it out.
  return rarityWeighted(scan, plain, scope, rules)
    .map((entry) =>
      entry.score > 0 && numbersDisagree(boxes, entry.candidate.key)
        ? { ...entry, score: 0 }
        : entry,
    )
    .sort((a, b) => b.score - a.score);
}

/**
 * Two messages hidden at one print have keys that explain each other well (SAME_PRINT_SCORE)
 * and the same numbers. Template mates explain each other too, only less well (two crate labels
 * differing in their contents line: 0.68) or not in their numbers (two receipts from one till).
 */
function sameText<Id>(a: Scored<Id>, b: Scored<Id>): boolean {
  const explained = Math.max(similarity(a.folded, b.folded), similarity(b.folded, a.folded));
  if (explained < SAME_PRINT_SCORE) return false;
  return (
    !numbersDisagree([a.candidate.key], b.candidate.key) &&
    !numbersDisagree([b.candidate.key], a.candidate.key)
  );
}

/**
 * Two stored keys explaining each other this well are one print hidden twice (both match).
 * It was the match threshold (0.6) until issue 20: labels from one template explain each other
 * at 0.6-0.7, and a scan of one revealed the other as "the same print". Two readings of one
 * print explain each other at 0.85-1.0 on the generated sets (anchor against its probes); a copy
 * read worse than that becomes a rival, and a scan then finds neither (a miss, never a false find).
 */
export const SAME_PRINT_SCORE = 0.8;

/**
 * A candidate explaining this much of a scan is a look-alike whose shared grams count less.
 * Unrelated texts scored at most 0.22 against any scan on the three devsets; a template mate
 * explains most of it (0.6 in the label pair of issue 20).
 */
export const RIVAL_MIN_SCORE = 0.3;

export type Scored<Id> = { candidate: MatchCandidate<Id>; folded: string; score: number };

/**
 * Template wording (issue 20): labels printed from one template share "Capacity … Tara …
 * Surcharge 600kg" and differ only in a part name or number, so a scan of one label explains
 * most of another. Among the candidates (the messages within 100 m, or the pages the gram index
 * found most like the scan), a gram of the scan counts 1 / (the number of look-alikes holding
 * it), the candidate itself included: a look-alike (a rival) is another candidate with a
 * different text that explains at least RIVAL_MIN_SCORE of the scan. Wording shared with a
 * look-alike counts less, what only one of them holds (the part name, the number) counts fully. Copies of the same print (two
 * messages hidden at one poster) do not weaken each other. Only candidates that could matter are
 * re-scored (within the margin of the threshold), and a weighted score only ever lowers a score,
 * so weighting can take a match away but never make one.
 */
export function rarityWeighted<Id>(
  scan: ScanKey,
  scored: readonly Scored<Id>[],
  scope: MessageScope,
  rules: MatchRules = MATCH_RULES,
): Scored<Id>[] {
  const contenders = scored.filter((s) => s.score >= rules.minScore - rules.minMargin);
  if (contenders.length === 0 || scored.length < 2) return [...scored];
  // Which of the scan's grams each candidate holds anywhere in its text.
  const scanGrams = scanGramsOf(scan);
  const held = scored.map(({ folded }) => {
    const grams = new Set<string>();
    for (let i = 0; i + GRAM <= folded.length; i++) {
      const gram = folded.slice(i, i + GRAM);
      if (scanGrams.has(gram)) grams.add(gram);
    }
    return grams;
  });
  return scored.map((entry) => {
    if (!contenders.includes(entry)) return { ...entry };
    const others = new Map<string, number>();
    scored.forEach((other, index) => {
      // Only a candidate that itself explains a good part of the scan is a rival: common words
      // are in every page, and counting them down would leave OCR's misreads to decide.
      if (other === entry || other.score < RIVAL_MIN_SCORE) return;
      if (sameText(entry, other)) return;
      for (const gram of held[index]!) others.set(gram, (others.get(gram) ?? 0) + 1);
    });
    if (others.size === 0) return { ...entry };
    // Held by this candidate and n rivals: 1 / (1 + n); held by rivals only: 1 / n, so a word
    // only the rival holds (its part name) weighs as much against this candidate as a misread.
    const own = held[scored.indexOf(entry)]!;
    const weights = new Map(
      [...others].map(([gram, n]) => [gram, 1 / (own.has(gram) ? 1 + n : n)]),
    );
    const weighted = matchScore(scan, entry.folded, scope, rules, weights);
    return { ...entry, score: Math.min(entry.score, weighted) };
  });
}
