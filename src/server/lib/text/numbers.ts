/**
 * Numbers are where printed templates differ: two labels, receipts or tickets from one template
 * share all their wording and differ in a part number, a price, a date, an id (issue 20: a label
 * from the hidden one's template scored 0.615 on shared wording alone). So the matcher compares
 * numbers *in context*: where the scan reads "total usd 70.61" and the stored text reads the
 * same words followed by "29.01", the two are different prints, however much wording they share.
 * A number whose words the stored text lacks, or holds without a number after them, proves
 * nothing either way: the creator's photo may simply not have read that part.
 */

/** Shorter runs of digits ("3", "12") are too common to tell prints apart. */
export const MIN_NUMBER_DIGITS = 3;
/** Letters before a number that name it ("total", "approval code", "tip"). */
const CONTEXT_LETTERS = 3;
const MAX_CONTEXT_LETTERS = 6;
/** A run this long may differ from the stored one by one digit (a misread); shorter must be exact. */
const TOLERANT_FROM = 5;
/**
 * Refuted when a long number clearly differs (`clearlyOther`), or when at least this share of
 * the numbers both sides label alike differ (short ones, where one digit may be a misread): one
 * misread price in a menu of five is 0.2 and passes, two of five do not.
 */
export const MIN_CONTRADICTING_SHARE = 0.34;

/** O and 0, l/I and 1 read for one another: compared folded, character for character. */
const fold = (text: string) => text.replace(/0/g, 'o').replace(/[1i]/g, 'l');
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isLetter = (c: string | undefined) => c !== undefined && !isDigit(c);

/** Each run of digits in a piece with the letters right before it. */
function labelledNumbers(piece: string): { label: string; number: string }[] {
  const found: { label: string; number: string }[] = [];
  for (const match of piece.matchAll(/\d+/g)) {
    if (match[0].length < MIN_NUMBER_DIGITS) continue;
    let start = match.index;
    while (start > 0 && match.index - start < MAX_CONTEXT_LETTERS && isLetter(piece[start - 1])) {
      start--;
    }
    if (match.index - start >= CONTEXT_LETTERS) {
      found.push({ label: piece.slice(start, match.index), number: match[0] });
    }
  }
  return found;
}

/** How many leading characters two folded numbers share. */
function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * Whether two readings of a number agree: one runs on from the other (a crop edge, or the next
 * number read straight after it: keys drop the space between "NY 11780" and "631-276-5858", and
 * which number comes next depends on the layout), they share their first MERGED_PREFIX digits,
 * or a long one differs in one digit (a misread).
 */
function sameNumber(a: string, b: string): boolean {
  const [fa, fb] = [fold(a), fold(b)];
  const shared = sharedPrefix(fa, fb);
  if (shared === Math.min(fa.length, fb.length) || shared >= MERGED_PREFIX) return true;
  if (runsOnAfterMark(fa, fb) || runsOnAfterMark(fb, fa)) return true;
  if (a.length !== b.length || a.length < TOLERANT_FROM) return false;
  let differences = 0;
  for (let i = 0; i < fa.length; i++) if (fa[i] !== fb[i]) differences++;
  return differences <= 1;
}
const MERGED_PREFIX = 4;

/**
 * `a` is `b` (or runs on from it, or it from `a`) after one leading character: a currency sign
 * or a bar read as a digit ("$250" read "5250", "|2930" read "12930"), seen on independent photos
 * of one page (DocUNet's pairs, session 18). What is left must still be a number worth comparing.
 */
function runsOnAfterMark(a: string, b: string): boolean {
  const rest = a.slice(1);
  const compared = Math.min(rest.length, b.length);
  return compared >= MIN_NUMBER_DIGITS && sharedPrefix(rest, b) === compared;
}

/**
 * Whether the scan's numbers refute the stored key: of the numbers whose label the stored text
 * holds with one number after it, a long one clearly differs, or enough short ones differ.
 * Keys as read (unfolded).
 */
export function numbersDisagree(scanPieces: readonly string[], storedKey: string): boolean {
  const stored = fold(storedKey);
  let agree = 0;
  let differ = 0;
  let differShaped = 0;
  for (const piece of scanPieces) {
    for (const { label, number } of labelledNumbers(piece)) {
      const wanted = fold(label);
      const after = new Set<string>();
      for (let at = stored.indexOf(wanted); at >= 0; at = stored.indexOf(wanted, at + 1)) {
        let end = at + wanted.length;
        while (isDigit(storedKey[end])) end++;
        if (end > at + wanted.length) after.add(fold(storedKey.slice(at + wanted.length, end)));
      }
      // Words the stored text follows with several numbers do not say which one this is (a
      // price list's "with 24-105mm", an index's "methods 28, 29, 30"): nothing to compare.
      if (after.size !== 1) continue;
      const other = [...after][0]!;
      if (sameNumber(number, other)) agree++;
      else if (clearlyOther(number, other)) return true;
      else {
        differ++;
        if (number.length === other.length) differShaped++;
      }
    }
  }
  // One short number read otherwise counts when it has the stored one's shape (room 101 and
  // 102); of another length it is as likely OCR's cut or merge ("112" beside "1224 1219", seen
  // on independent photos of one page), and only a second makes it a contradiction.
  const contradicted = differShaped >= 1 || differ >= 2;
  return contradicted && differ / (agree + differ) >= MIN_CONTRADICTING_SHARE;
}

/**
 * Two numbers of 4 digits or more that differ in at least two of the digits both have: not a
 * misread (OCR rarely gets two digits of one number wrong), another part number, amount or
 * date. One such number is enough, however much else agrees: a label differing only in its
 * part number.
 */
function clearlyOther(a: string, b: string): boolean {
  if (a.length < STRONG_DIGITS || b.length < STRONG_DIGITS) return false;
  const [fa, fb] = [fold(a), fold(b)];
  let differences = 0;
  for (let i = 0; i < Math.min(fa.length, fb.length); i++) if (fa[i] !== fb[i]) differences++;
  return differences >= 2;
}
const STRONG_DIGITS = 4;
