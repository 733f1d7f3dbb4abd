import { describe, expect, it } from 'vitest';
import { readingUnsure } from './paddle-engine.ts';
import { textOfLines } from './text-layout.ts';

const box = (x: number, y: number, height = 20) => ({ x, y, width: 100, height });
const line = (text: string, x: number, y: number, confidence = 0.97) => ({
  text,
  confidence,
  box: box(x, y),
});

describe('textOfLines', () => {
  it('puts a tab between boxes of one line and a newline between lines', () => {
    const lines = [line('Espresso', 10, 100), line('2.20', 300, 104), line('Flat white', 10, 140)];
    expect(textOfLines(lines)).toBe('Espresso\t2.20\nFlat white');
    expect(textOfLines([])).toBe('');
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
