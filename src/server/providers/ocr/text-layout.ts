import { SURE_CONFIDENCE, UNSURE_MARK } from '@/server/lib/text/scan-segments.ts';
import type { OcrBox, OcrLine } from './ocr-engine.ts';

/**
 * How the runtime groups boxes into lines (paddleocr's processRecognition): a box starts a new
 * line when its top is further than half the line's mean height from the previous box's top.
 */
const LINE_MERGE_RATIO = 0.5;

/**
 * The text of a reading, block by block (`blocksOf`): lines apart by "\n", and the boxes of one
 * line (a receipt's item and its price) apart by a tab rather than the runtime's space, so the
 * matcher can take each box as a piece of its own (src/server/lib/text/scan-segments.ts).
 * A tab shows as a gap in the app and leaves the matching key unchanged.
 */
export function textOfLines(
  lines: readonly LaidOut[],
  options: { markUnsure?: boolean } = {},
): string {
  const text = (line: LaidOut) =>
    options.markUnsure && (line.confidence ?? 1) < SURE_CONFIDENCE
      ? `${UNSURE_MARK}${line.text}`
      : line.text;
  return blocksOf(lines)
    .map((block) => rowsOf(block, text))
    .filter((rows) => rows.length > 0)
    .join('\n');
}

/**
 * A box of a reading. With `markUnsure` (a finder's reading), every box read under
 * SURE_CONFIDENCE is marked (UNSURE_MARK), so the matcher can also try the scan without its
 * garbled boxes (`decideScan`); a box without a confidence counts as sure.
 */
type LaidOut = Pick<OcrLine, 'text' | 'box'> & { confidence?: number };

/** Lines apart by "\n", boxes at one height apart by a tab, in the runtime's reading order. */
function rowsOf(lines: readonly LaidOut[], text: (line: LaidOut) => string): string {
  if (lines.length === 0) return '';
  const rows: string[][] = [[text(lines[0]!)]];
  let heights = [lines[0]!.box.height];
  for (let i = 1; i < lines.length; i++) {
    const current = lines[i]!;
    const gap = Math.abs(current.box.y - lines[i - 1]!.box.y);
    const mean = heights.reduce((a, b) => a + b, 0) / heights.length;
    if (gap <= mean * LINE_MERGE_RATIO) {
      rows[rows.length - 1]!.push(text(current));
      heights.push(current.box.height);
    } else {
      rows.push([text(current)]);
      heights = [current.box.height];
    }
  }
  return rows.map((row) => row.join('\t')).join('\n');
}

/**
 * A gap this many median box heights wide, crossed by no box, parts two blocks: across x it is
 * a column gutter (a line's words are closer; a gutter is 1-2 line heights), across y a break
 * between a headline or a section and the next (lines of a paragraph are under half a height
 * apart).
 */
export const BLOCK_GAP = { x: 1, y: 1 };

/**
 * The boxes cut into blocks by an XY cut (issue 20, point 2): columns first (the x ranges no box
 * crosses), then bands (the y ranges no box crosses) within each, recursively, blocks taken left
 * to right and top to bottom; inside a block the runtime's order stands. The runtime merges boxes
 * at one height into one line across columns, so a two-column page was read row across both
 * columns, and which rows paired up changed with every crop; a scan's short boxes were then
 * grouped with a box of the other column, in an order the creator's reading never had. Block by
 * block, neighbours in the text are neighbours on the page on both sides. The cut is made with
 * the page's tilt taken off the boxes (`tiltOf`): a column photographed 5° askew spreads across
 * its gutter (30 px over 350 px of height), and a probe's column ends were grouped with the other
 * column's lines. Boxes without corners are cut as they are.
 */
export function blocksOf<T extends Pick<OcrLine, 'box'>>(lines: readonly T[]): T[][] {
  if (lines.length < 2) return lines.length ? [[...lines]] : [];
  // The cut is made on the boxes turned upright by the page's tilt, so a gutter stays clear.
  const tilt = tiltOf(lines.map((line) => line.box));
  const upright = new Map(lines.map((line) => [line, turned(line.box, -tilt)]));
  const heights = [...upright.values()].map((box) => box.height).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)]!;
  const blocks: T[][] = [];
  const cut = (group: readonly T[], axis: 'x' | 'y', tried: boolean): void => {
    const parts = split(group, axis, median * BLOCK_GAP[axis], upright);
    if (parts.length > 1) {
      for (const part of parts) cut(part, axis === 'x' ? 'y' : 'x', false);
    } else if (!tried) {
      cut(group, axis === 'x' ? 'y' : 'x', true);
    } else {
      blocks.push([...group]);
    }
  };
  cut(lines, 'x', false);
  return blocks;
}

/**
 * The page's tilt in radians: the median slope of the long boxes' top edges (a box at least
 * three times as wide as it is high is a line of text, whose top edge runs along the page).
 * 0 when the detector gave no corners.
 */
export function tiltOf(boxes: readonly OcrBox[]): number {
  const angles = boxes
    .filter((box) => box.points && box.points.length === 4)
    .map((box) => {
      const [a, b, , d] = box.points!;
      const width = Math.hypot(b!.x - a!.x, b!.y - a!.y);
      const height = Math.hypot(d!.x - a!.x, d!.y - a!.y);
      return width >= 3 * height ? Math.atan2(b!.y - a!.y, b!.x - a!.x) : Number.NaN;
    })
    .filter((angle) => !Number.isNaN(angle))
    .sort((a, b) => a - b);
  return angles.length ? angles[Math.floor(angles.length / 2)]! : 0;
}

/** The rectangle around a box's corners (or its own corners) turned by `angle` about the origin. */
function turned(box: OcrBox, angle: number): OcrBox {
  if (angle === 0) return box;
  const corners = box.points ?? [
    { x: box.x, y: box.y },
    { x: box.x + box.width, y: box.y },
    { x: box.x + box.width, y: box.y + box.height },
    { x: box.x, y: box.y + box.height },
  ];
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const xs = corners.map((p) => p.x * cos - p.y * sin);
  const ys = corners.map((p) => p.x * sin + p.y * cos);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

/** The group parted at every gap of at least `gap` pixels along the axis, in the runtime's order within each part. */
function split<T extends Pick<OcrLine, 'box'>>(
  group: readonly T[],
  axis: 'x' | 'y',
  gap: number,
  upright: ReadonlyMap<T, OcrBox>,
) {
  const start = (box: OcrBox) => (axis === 'x' ? box.x : box.y);
  const end = (box: OcrBox) => (axis === 'x' ? box.x + box.width : box.y + box.height);
  const sorted = [...group].sort((a, b) => start(upright.get(a)!) - start(upright.get(b)!));
  const partOf = new Map<T, number>();
  let part = 0;
  let reach = -Infinity;
  for (const line of sorted) {
    const box = upright.get(line)!;
    if (reach !== -Infinity && start(box) - reach >= gap) part++;
    partOf.set(line, part);
    reach = Math.max(reach, end(box));
  }
  const parts: T[][] = Array.from({ length: part + 1 }, () => []);
  for (const line of group) parts[partOf.get(line)!]!.push(line);
  return parts;
}
