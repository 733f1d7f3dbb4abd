// Zod's generic messages said with catalog keys (decision 031): the English is zod's own text,
// byte for byte, and every shape zod words has Greek.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { english } from '@/shared/i18n/english';
import { validationMessage, zodSaid } from '@/server/lib/validation-message';
import { worded } from '../support/worded';

const messageOf = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('accepted');
  return result.error.issues[0]!.message;
};

describe("zod's generic messages", () => {
  it.each([
    ['a wrong type', z.string(), 5],
    ['a whole number', z.number().int(), 1.5],
    ['one value', z.literal('x'), 'y'],
    ['an option', z.enum(['x', 'y']), 'z'],
    ['a union', z.union([z.string(), z.number()]), null],
    ['a format', z.email(), 'x'],
    ['a date and time', z.iso.datetime(), 'x'],
    ['a multiple', z.number().multipleOf(3), 4],
    ['too short a text', z.string().min(3), 'a'],
    ['too small a number', z.number().min(1), 0],
    ['too long a list', z.array(z.number()).max(1), [1, 2]],
    ['too big a number', z.number().lt(3), 5],
    ['an unknown key', z.object({}).strict(), { a: 1 }],
    ['unknown keys', z.object({}).strict(), { a: 1, b: 2 }],
  ])('says %s in the English zod wrote, and in Greek', (_, schema, input) => {
    const message = messageOf(schema, input);
    const said = zodSaid(message);
    expect(said, message).toBeDefined();
    expect(english(said!)).toBe(message);
    const greek = worded(said!, 'el');
    expect(greek).not.toMatch(/^(Invalid|Too|Unrecognized)/);
    expect(greek).not.toMatch(/\b(characters|items)\b/);
  });

  it('puts the field in front, and says a shape it does not know as an invalid value', () => {
    const message = messageOf(z.string().min(3), 'a');
    expect(english(validationMessage('hints.0', message) as never)).toBe(`hints.0: ${message}`);
    expect(zodSaid('Expected something')).toBeUndefined();
    // Another zod's wording: its English kept word for word, Greek around it.
    const unknown = validationMessage('hints.0', 'Expected something else');
    expect(typeof unknown).not.toBe('string');
    expect(english(unknown as never)).toBe('hints.0: Expected something else');
    expect(worded(unknown as never, 'el')).toBe(
      'hints.0: Μη έγκυρη τιμή (Expected something else)',
    );
    const alone = validationMessage(undefined, 'Expected a thing, somehow');
    expect(english(alone as never)).toBe('Expected a thing, somehow');
    expect(worded(alone as never, 'el')).toBe('Μη έγκυρη τιμή (Expected a thing, somehow)');
    // Our own sentences are not zod's: they stay as written (or keyed, by fieldSays).
    expect(validationMessage('a', 'Please choose a reason')).toBe('Please choose a reason');
  });
});
