import { describe, expect, it } from 'vitest';
import { textKey } from '@/shared/rules/text-key.ts';
import { numbersDisagree } from './numbers.ts';

const label = (part: string, total: string) =>
  textKey(`Part no ${part} Capacity 600kg Tara 1250 Total ${total}`);

describe('numbersDisagree', () => {
  const stored = label('48213', '13.99');

  it('holds a reading of the same print, a number cut at the edge, and one misread digit in a long one', () => {
    expect(numbersDisagree([label('48213', '13.99')], stored)).toBe(false);
    expect(numbersDisagree([textKey('Tara 1250 Total $13')], stored)).toBe(false);
    expect(numbersDisagree([label('48218', '13.99')], stored)).toBe(false);
    // O and 0, l and 1 read for one another.
    expect(numbersDisagree([textKey('Tara l25O Total 13.99')], stored)).toBe(false);
  });

  it('refutes the same wording with another part number or total', () => {
    expect(numbersDisagree([label('51007', '13.99')], stored)).toBe(true);
    expect(numbersDisagree([label('48213', '27.50')], stored)).toBe(true);
  });

  it('ignores numbers whose words the stored text lacks, or holds without a number', () => {
    // The creator's photo did not read that part of the print: nothing to compare with.
    expect(numbersDisagree([textKey('Batch 7731 Capacity 600kg')], stored)).toBe(false);
    expect(numbersDisagree([textKey('Capacity 600kg')], textKey('Capacity limited'))).toBe(false);
    // Short numbers tell nothing apart.
    expect(numbersDisagree([textKey('Bay 12 Row 7')], textKey('Bay 14 Row 9'))).toBe(false);
  });

  it('lets one misread price in a menu of five pass', () => {
    const menu = textKey('Espresso 2.20 Flat white 2.90 Latte 3.00 Mocha 3.40 Chai 3.10');
    const misread = textKey('Espresso 2.20 Flat white 2.90 Latte 3.00 Mocha 3.46 Chai 3.10');
    expect(numbersDisagree([misread], menu)).toBe(false);
  });
});
