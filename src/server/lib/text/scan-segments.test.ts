import { describe, expect, it } from 'vitest';
import { textKey } from '@/shared/rules/text-key.ts';
import { joinShort, readScan, scanSegments, UNSURE_MARK } from './scan-segments.ts';

describe('scanSegments', () => {
  const text =
    'Entropy decoding: read coded data\tForward DCT and quantization\nfrom the data source\t2.20\n \nor arithmetic decoding';

  it('cuts a scan at its lines and boxes, and joined the boxes are its key', () => {
    const boxes = scanSegments(text);
    expect(boxes.join('')).toBe(textKey(text));
    expect(boxes).toEqual([
      textKey('Entropy decoding: read coded data'),
      textKey('Forward DCT and quantization'),
      textKey('from the data source'),
      '220',
      textKey('or arithmetic decoding'),
    ]);
  });

  it('keeps a short scan whole', () => {
    expect(scanSegments('to Harbourfront')).toEqual(['toharbourfront']);
    expect(scanSegments('')).toEqual([]);
  });
});

describe('joinShort', () => {
  it('groups a box shorter than 20 letters with the next, so a few letters never stand alone', () => {
    const pieces = joinShort(
      scanSegments('from the data source\t2.20\nor arithmetic decoding\tTel'),
    );
    // The last box, short and with nothing after it, goes with the piece before it.
    expect(pieces).toEqual([
      [textKey('from the data source'), '220'],
      [textKey('or arithmetic decoding'), 'tel'],
    ]);
    expect(joinShort(['tara', '1250'])).toEqual([['tara', '1250']]);
  });

  it('takes the floor as a parameter: a local scan groups only boxes under 4 letters', () => {
    expect(joinShort(['green', 'ne', 'what', 'would'], 4)).toEqual([
      ['green'],
      ['ne', 'what'],
      ['would'],
    ]);
  });
});

describe('readScan', () => {
  const unsure = (text: string) => `${UNSURE_MARK}${text}`;

  it('keeps every box, and apart the boxes not marked unsure', () => {
    const text = `Mountain refuge\t${unsure('Wa7er avai1')}\n${unsure('untl Octbr')}\nOpen all year`;
    expect(readScan(text)).toEqual({
      boxes: ['mountainrefuge', 'wa7eravai1', 'untloctbr', 'openallyear'],
      sure: ['mountainrefuge', 'openallyear'],
    });
  });

  it('changes neither the key nor the boxes: the mark is invisible to both', () => {
    const plain = 'Mountain refuge\tWater available\nuntil October';
    const marked = `Mountain refuge\t${unsure('Water available')}\n${unsure('until October')}`;
    expect(textKey(marked)).toBe(textKey(plain));
    expect(scanSegments(marked)).toEqual(scanSegments(plain));
    expect(readScan(plain).sure).toEqual(readScan(plain).boxes);
  });

  it('takes a mark after spaces the client left, but not inside a box', () => {
    expect(readScan(`  ${unsure('Water')}`).sure).toEqual([]);
    expect(readScan(`Water ${unsure('available')}`).sure).toEqual(['wateravailable']);
  });
});
