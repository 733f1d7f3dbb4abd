import { textKey } from '@/shared/rules/text-key';

/**
 * A scan's text as the pieces OCR read separately: each box (a run of words the detector saw as
 * one line of one column) is a piece, as the engine writes them (lines apart by "\n", boxes of
 * one line by a tab; ocr layout in src/server/providers/ocr/text-layout.ts). The matcher looks
 * for each piece on its own in the stored text, so a page read column by column by the creator
 * and row across columns by the finder (or the other way round), or a receipt's items and prices
 * paired off differently by a tilted crop, still line up piece by piece (issue 20, point 2).
 */
export const SEGMENT_SEPARATOR = /[\n\t]/;

/**
 * A piece shorter than this is joined to the next: a few letters alone ("2.20", "Tel") match
 * somewhere in any long text, so on its own a short piece would let scattered words add up.
 * 20 letters is about three words; the devsets' boxes are mostly 15-60 letters.
 */
export const MIN_SEGMENT_LETTERS = 20;

/**
 * The matching keys of a scan's pieces, in reading order, short ones joined to the next.
 * Joined, they are exactly `textKey(text)` (the analysis token signs that key, so a client that
 * moves the separators changes only where pieces break, never which letters are read).
 */
export function scanSegments(text: string, minLetters = MIN_SEGMENT_LETTERS): string[] {
  const segments: string[] = [];
  let pending = '';
  for (const piece of text.split(SEGMENT_SEPARATOR)) {
    pending += textKey(piece);
    if (pending.length >= minLetters) {
      segments.push(pending);
      pending = '';
    }
  }
  if (pending) {
    if (segments.length > 0) segments[segments.length - 1] += pending;
    else segments.push(pending);
  }
  return segments;
}
