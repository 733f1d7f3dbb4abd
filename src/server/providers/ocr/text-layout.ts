import type { OcrLine } from './ocr-engine.ts';

/**
 * How the runtime groups boxes into lines (paddleocr's processRecognition): a box starts a new
 * line when its top is further than half the line's mean height from the previous box's top.
 */
const LINE_MERGE_RATIO = 0.5;

/**
 * The text of a reading: lines apart by "\n", and the boxes of one line (columns, a receipt's
 * item and its price) apart by a tab rather than the runtime's space, so the matcher can take
 * each box as a piece of its own (src/server/lib/text/scan-segments.ts): a two-column page is
 * read row across both columns, and which rows of two columns pair up changes with every crop.
 * A tab shows as a gap in the app and leaves the matching key unchanged.
 */
export function textOfLines(lines: readonly Pick<OcrLine, 'text' | 'box'>[]): string {
  if (lines.length === 0) return '';
  const rows: string[][] = [[lines[0]!.text]];
  let heights = [lines[0]!.box.height];
  for (let i = 1; i < lines.length; i++) {
    const current = lines[i]!;
    const gap = Math.abs(current.box.y - lines[i - 1]!.box.y);
    const mean = heights.reduce((a, b) => a + b, 0) / heights.length;
    if (gap <= mean * LINE_MERGE_RATIO) {
      rows[rows.length - 1]!.push(current.text);
      heights.push(current.box.height);
    } else {
      rows.push([current.text]);
      heights = [current.box.height];
    }
  }
  return rows.map((row) => row.join('\t')).join('\n');
}
