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

  // Independent photos of one page read its numbers differently (DocUNet's photo pairs,
  // session 18): these held a 0.93 match at 0 before.
  it('holds a currency sign or a bar read as a leading digit', () => {
    const page = textKey('The fine is a minimum of $1250 for a first offence.');
    expect(numbersDisagree([textKey('a minimum of 51250 for a first offence')], page)).toBe(false);
    expect(numbersDisagree([textKey('a minimum of 11250 for a first offence')], page)).toBe(false);
    expect(numbersDisagree([textKey('a minimum of 3380 for a first offence')], page)).toBe(true);
  });

  it('ignores words the stored text follows with several numbers', () => {
    const list = textKey('Body with 24-105mm lens 1299 Body with 24-70mm lens 1499');
    // Which "with" is this? The words do not say, so the number proves nothing.
    expect(numbersDisagree([textKey('Body with 7561mm')], list)).toBe(false);
    // Words followed by one number still pin it down.
    expect(numbersDisagree([textKey('Part no 51007')], textKey('Part no 48213'))).toBe(true);
  });

  it('refutes with one short number of the same shape, or two of another', () => {
    // Door plaques from one template: the room number is all that differs.
    expect(numbersDisagree([textKey('Room 102')], textKey('Room 101'))).toBe(true);
    // A short number beside a longer one is as likely OCR's cut or merge: it takes two.
    const table = textKey('Ref 12241219 Lot 40369 Code 881');
    expect(numbersDisagree([textKey('Ref 112 Lot 40369')], table)).toBe(false);
    expect(numbersDisagree([textKey('Ref 112 Code 52')], table)).toBe(false);
    expect(numbersDisagree([textKey('Ref 112 Code 5210')], table)).toBe(true);
  });
});
