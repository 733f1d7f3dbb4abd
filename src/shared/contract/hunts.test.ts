// The hunt schemas' own field messages are said with catalog keys (decision 031): the English a
// client reads stays what it was, word for word, and the validation reply finds the key again.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { saidOfFieldMessage } from './field-says';
import {
  HUNT_HINT_MAX_LENGTH,
  HUNT_MAX_HINT_COST_PERCENT,
  HUNT_MAX_HINTS,
  HUNT_TITLE_MAX_LENGTH,
} from '../rules/hunts';
import { createHuntBodySchema, huntsShapes, saveDraftBodySchema } from './hunts';

const step = { stepNumber: 1 };
const hunt = (extra: Record<string, unknown>) => ({ title: 'A hunt', waypoints: [step], ...extra });

function refusal(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('accepted');
  return result.error.issues[0]!.message;
}

describe('hunt field messages', () => {
  it.each([
    ['an empty hint', hunt({ waypoints: [{ ...step, hints: [' '] }] }), 'A hint cannot be empty'],
    [
      'a long hint',
      hunt({ waypoints: [{ ...step, hints: ['x'.repeat(HUNT_HINT_MAX_LENGTH + 1)] }] }),
      `A hint must be at most ${HUNT_HINT_MAX_LENGTH} characters`,
    ],
    [
      'three hints',
      hunt({ waypoints: [{ ...step, hints: ['a', 'b', 'c'] }] }),
      `A step has at most ${HUNT_MAX_HINTS} hints`,
    ],
    [
      'a dear hint',
      hunt({ hintCostPercent: HUNT_MAX_HINT_COST_PERCENT + 1 }),
      `A hint may withhold at most ${HUNT_MAX_HINT_COST_PERCENT} % of a step's reward`,
    ],
    [
      'a long title',
      hunt({ title: 'x'.repeat(HUNT_TITLE_MAX_LENGTH + 1) }),
      `The title must be at most ${HUNT_TITLE_MAX_LENGTH} characters`,
    ],
    ['no waypoints', hunt({ waypoints: [] }), 'A treasure hunt must have at least one waypoint'],
    [
      'too many waypoints',
      hunt({ waypoints: Array.from({ length: 51 }, (_, i) => ({ stepNumber: (i % 50) + 1 })) }),
      'A treasure hunt has at most 50 waypoints',
    ],
    [
      'a bad publish key',
      hunt({ idempotencyKey: 'short' }),
      'The idempotency key must be 16 to 100 letters, digits, - or _',
    ],
  ])('says %s in the English it always had, with a key', (_, input, english) => {
    const message = refusal(createHuntBodySchema, input);
    expect(message).toBe(english);
    expect(saidOfFieldMessage(message)?.key).toMatch(/^server_(field|label)_/);
  });

  it('says the title with its label, and the limit as a parameter', () => {
    const message = refusal(
      createHuntBodySchema,
      hunt({ title: 'x'.repeat(HUNT_TITLE_MAX_LENGTH + 1) }),
    );
    expect(saidOfFieldMessage(message)).toEqual({
      key: 'server_field_too_many_characters',
      params: { label: { key: 'server_label_title', params: {} }, max: HUNT_TITLE_MAX_LENGTH },
    });
  });

  it('says a draft saved again without its version', () => {
    const message = refusal(saveDraftBodySchema, { id: 3, title: '', waypoints: [] });
    expect(message).toBe('Saving a draft again needs the version it was loaded at');
    expect(saidOfFieldMessage(message)).toEqual({
      key: 'server_field_draft_version_needed',
      params: {},
    });
  });

  it.each([
    ['x', 'Step must be a whole number', 'server_field_step_not_whole'],
    ['0', 'Step must be at least 1', 'server_field_step_too_small'],
    ['51', 'No such step', 'server_field_no_such_step'],
  ])("says step '%s' in a hunt's address", (stepValue, english, key) => {
    const message = refusal(huntsShapes.revealHint.params, { id: '1', step: stepValue });
    expect(message).toBe(english);
    expect(saidOfFieldMessage(message)?.key).toBe(key);
  });
});
