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
 * Refuted when at least this share of the numbers both sides label alike differ (and at least
 * one): a label differing only in its part number is 1 of 2, a receipt from the same till 5 of 9;
 * one misread price in a menu of five is 0.2.
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

/** Whether two readings of a number agree: one runs on from the other (a crop edge) or one digit differs. */
function sameNumber(a: string, b: string): boolean {
  const [fa, fb] = [fold(a), fold(b)];
  if (fa.startsWith(fb) || fb.startsWith(fa)) return true;
  if (a.length !== b.length || a.length < TOLERANT_FROM) return false;
  let differences = 0;
  for (let i = 0; i < fa.length; i++) if (fa[i] !== fb[i]) differences++;
  return differences <= 1;
}

/**
 * Whether the scan's numbers refute the stored key: of the numbers whose label the stored text
 * holds with a number after it, enough differ. Keys as read (unfolded).
 */
export function numbersDisagree(scanPieces: readonly string[], storedKey: string): boolean {
  const stored = fold(storedKey);
  let agree = 0;
  let differ = 0;
  for (const piece of scanPieces) {
    for (const { label, number } of labelledNumbers(piece)) {
      const wanted = fold(label);
      const after: string[] = [];
      for (let at = stored.indexOf(wanted); at >= 0; at = stored.indexOf(wanted, at + 1)) {
        let end = at + wanted.length;
        while (isDigit(storedKey[end])) end++;
        if (end > at + wanted.length) after.push(storedKey.slice(at + wanted.length, end));
      }
      if (after.length === 0) continue;
      if (after.some((other) => sameNumber(number, other))) agree++;
      else differ++;
    }
  }
  return differ >= 1 && differ / (agree + differ) >= MIN_CONTRADICTING_SHARE;
}
