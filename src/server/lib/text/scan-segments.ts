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
 * The matching keys of a scan's boxes, in reading order (empty ones dropped). Joined, they are
 * exactly `textKey(text)`: the analysis token signs that key, so a client that moves the
 * separators changes only where boxes break, never which letters were read.
 */
export function scanSegments(text: string): string[] {
  return text
    .split(SEGMENT_SEPARATOR)
    .map(textKey)
    .filter((piece) => piece.length > 0);
}

/**
 * Written before a box the recogniser read with less than SURE_CONFIDENCE (text-layout.ts, for
 * scans only). An invisible separator: no printed text holds it, and `textKey` drops it, so the
 * scan's key and what a person sees are unchanged. The analysis token signs which boxes carry it
 * (analysis-token.ts), so a client cannot move it.
 */
export const UNSURE_MARK = '\u2063';

/**
 * Below this confidence a box is more often garbled than read: on the three devsets a box read
 * under 0.8 held most of the misread letters of blurred and noisy prints, and a scan left with
 * only its surer boxes matched its page where the whole reading did not (decision 002, session 15).
 */
export const SURE_CONFIDENCE = 0.8;

/**
 * A scan as the matcher takes it (`decideScan`): all its boxes, and those read surely. The sure
 * ones are the whole scan when nothing was marked.
 */
export type ReadScan = { boxes: string[]; sure: string[] };

export function readScan(text: string): ReadScan {
  const boxes: string[] = [];
  const sure: string[] = [];
  for (const box of text.split(SEGMENT_SEPARATOR)) {
    const key = textKey(box);
    if (key.length === 0) continue;
    boxes.push(key);
    if (!box.trimStart().startsWith(UNSURE_MARK)) sure.push(key);
  }
  return { boxes, sure };
}

/**
 * Boxes shorter than `minLetters` grouped with the next, for the matcher's windows: a group is
 * looked for in one stretch of the stored text, each box's runs counted on their own (the runs
 * that would span two boxes exist only because of the order they were read in).
 */
export function joinShort(boxes: readonly string[], minLetters = MIN_SEGMENT_LETTERS): string[][] {
  const pieces: string[][] = [];
  let pending: string[] = [];
  let letters = 0;
  for (const box of boxes) {
    pending.push(box);
    letters += box.length;
    if (letters >= minLetters) {
      pieces.push(pending);
      pending = [];
      letters = 0;
    }
  }
  if (pending.length > 0) {
    if (pieces.length > 0) pieces[pieces.length - 1]!.push(...pending);
    else pieces.push(pending);
  }
  return pieces;
}
