import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchScore } from '@/server/lib/text/matching.ts';
import { scanSegments, UNSURE_MARK } from '@/server/lib/text/scan-segments.ts';
import { textKey } from '@/shared/rules/text-key.ts';
import { readingUnsure } from './paddle-engine.ts';
import { blocksOf, textOfLines } from './text-layout.ts';

const box = (x: number, y: number, height = 20) => ({ x, y, width: 100, height });
const line = (text: string, x: number, y: number, confidence = 0.97) => ({
  text,
  confidence,
  box: box(x, y),
});

describe('textOfLines', () => {
  it("marks a finder's boxes read under 0.8 confidence, and only when asked", () => {
    const lines = [
      { text: 'Mountain refuge', confidence: 0.97, box: { x: 0, y: 0, width: 300, height: 30 } },
      { text: 'Wa7er avai1', confidence: 0.62, box: { x: 320, y: 2, width: 200, height: 30 } },
      { text: 'until October', confidence: 0.8, box: { x: 0, y: 60, width: 260, height: 30 } },
    ];
    expect(textOfLines(lines)).toBe('Mountain refuge\tWa7er avai1\nuntil October');
    expect(textOfLines(lines, { markUnsure: true })).toBe(
      `Mountain refuge\t${UNSURE_MARK}Wa7er avai1\nuntil October`,
    );
  });

  it('puts a tab between boxes of one line and a newline between lines', () => {
    const lines = [line('Espresso', 10, 100), line('2.20', 115, 104), line('Flat white', 10, 140)];
    expect(textOfLines(lines)).toBe('Espresso\t2.20\nFlat white');
    expect(textOfLines([])).toBe('');
  });

  it('reads a two-column page column by column, a headline over both first', () => {
    const headline = {
      text: 'The Art of Doing Nothing',
      confidence: 0.97,
      box: { ...box(10, 0, 30), width: 400 },
    };
    // The runtime's order: row across both columns.
    const lines = [
      headline,
      line('left one', 10, 60),
      line('right one', 140, 61),
      line('left two', 10, 85),
      line('right two', 140, 86),
    ];
    expect(textOfLines(lines)).toBe(
      'The Art of Doing Nothing\nleft one\nleft two\nright one\nright two',
    );
    expect(blocksOf(lines).map((block) => block.length)).toEqual([1, 2, 2]);
  });
  it('takes the page tilt off before cutting, so a gutter closed by a 6° tilt still parts the columns', () => {
    const angle = (6 * Math.PI) / 180;
    const turn = (x: number, y: number) => ({
      x: x * Math.cos(angle) - y * Math.sin(angle),
      y: x * Math.sin(angle) + y * Math.cos(angle),
    });
    const tilted = (text: string, x: number, y: number) => {
      const points = [turn(x, y), turn(x + 100, y), turn(x + 100, y + 20), turn(x, y + 20)];
      const xs = points.map((p) => p.x);
      const ys = points.map((p) => p.y);
      const box = {
        x: Math.min(...xs),
        y: Math.min(...ys),
        width: Math.max(...xs) - Math.min(...xs),
        height: Math.max(...ys) - Math.min(...ys),
        points,
      };
      return { text, confidence: 0.97, box };
    };
    // Row across both columns, as the runtime orders them; 14 lines, 350 px of column.
    const lines = Array.from({ length: 14 }, (_, i) => [
      tilted(`left ${i}`, 10, 60 + 25 * i),
      tilted(`right ${i}`, 140, 60 + 25 * i),
    ]).flat();
    const columns = textOfLines(lines).split('\n');
    expect(columns.slice(0, 14)).toEqual(Array.from({ length: 14 }, (_, i) => `left ${i}`));
    expect(columns.slice(14)).toEqual(Array.from({ length: 14 }, (_, i) => `right ${i}`));
    // Without the corners (no tilt known) the projections overlap: one block, row by row.
    const bare = lines.map(({ box: { points: _points, ...box }, ...line }) => ({ ...line, box }));
    expect(blocksOf(bare)).toHaveLength(1);
  });
});

// Recorded boxes (PaddleOCR, 1280 px) of a real coupon flyer from scan-devset-real: the
// creator's whole photo (a11) and a finder's flattened, differently framed view of it (a11p1).
type Boxes = { file: string; lines: [string, number, number, number, number][] }[];
const recorded = (
  JSON.parse(
    readFileSync(
      new URL('../../../../tests/fixtures/layout-a11-boxes.json', import.meta.url),
      'utf8',
    ),
  ) as { images: Boxes }
).images;
const linesOf = (file: string) =>
  recorded
    .find((image) => image.file === file)!
    .lines.map(([text, x, y, width, height]) => ({ text, box: { x, y, width, height } }));

describe('blocks on a real flyer (issue 20, point 2)', () => {
  it('keeps a short box with its own block, so the scan and the stored text agree on neighbours', () => {
    const creator = textKey(textOfLines(linesOf('a11.jpg')));
    const finder = textOfLines(linesOf('a11p1.jpg'));
    // Row by row, "FAST, POWERFUL" was followed by the coupon's expiry date at the same height;
    // block by block it is followed by "RELIEF", on both sides.
    expect(finder.split('\n').slice(0, 2)).toEqual(['FAST,POWERFUL', 'RELLEF']);
    expect(matchScore(scanSegments(finder), creator, 'global')).toBeGreaterThanOrEqual(0.55);
  });

  it('lays out the same letters, only in another order', () => {
    for (const file of ['a11.jpg', 'a11p1.jpg']) {
      const letters = (text: string) => [...textKey(text)].sort().join('');
      const all = linesOf(file)
        .map((l) => l.text)
        .join(' ');
      expect(letters(textOfLines(linesOf(file)))).toBe(letters(all));
    }
  });
});

describe('readingUnsure (a creator photo read again at 1600 px)', () => {
  const read = Array.from({ length: 40 }, (_, i) => line(`line ${i}`, 10, 30 * i));

  it('is sure of a clean reading, or one with a single stray region unread', () => {
    const regions = read.map((l) => l.box);
    expect(readingUnsure({ lines: read, regions })).toBe(false);
    expect(readingUnsure({ lines: read, regions: [...regions, box(0, 0)] })).toBe(false);
  });

  it('is unsure when several regions went unread, or the confidence is low', () => {
    const regions = read.map((l) => l.box);
    const unread = [box(0, 0), box(0, 50), box(0, 90)];
    expect(readingUnsure({ lines: read, regions: [...regions, ...unread] })).toBe(true);
    const blurred = read.map((l) => ({ ...l, confidence: 0.8 }));
    expect(readingUnsure({ lines: blurred, regions })).toBe(true);
  });
});
