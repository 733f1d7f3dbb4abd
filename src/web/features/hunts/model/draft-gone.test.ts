import { describe, expect, it } from 'vitest';
import { ApiError } from '@/web/lib/api-client';
import { onDraftOrWithout } from '@/web/features/hunts/model/draft-gone';

const refusal = (status: number, key: string) =>
  new ApiError(status, '', JSON.stringify({ error: 'refused', message: { key, params: {} } }));
const gone = refusal(404, 'server_draft_does_exist_yours');

/** The draft ids a run was given, and what it answered. */
function recorder(answers: Array<Error | string>) {
  const given: Array<number | null> = [];
  const run = (draftId: number | null) => {
    given.push(draftId);
    const answer = answers.shift()!;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  return { given, run };
}

describe('onDraftOrWithout', () => {
  it('runs once on the bound draft when the server has it', async () => {
    const { given, run } = recorder(['saved']);
    expect(await onDraftOrWithout(7, run)).toBe('saved');
    expect(given).toEqual([7]);
  });

  it('runs once more without the draft when the server no longer has it', async () => {
    const { given, run } = recorder([gone, 'saved as new']);
    expect(await onDraftOrWithout(7, run)).toBe('saved as new');
    expect(given).toEqual([7, null]);
  });

  it('passes on every other refusal, and a gone draft when none was bound', async () => {
    const conflict = refusal(409, 'server_draft_saved_elsewhere');
    const other404 = refusal(404, 'server_hunt_does_exist');
    for (const [draftId, error] of [
      [7, conflict],
      [7, other404],
      [null, gone],
    ] as const) {
      const { given, run } = recorder([error, 'never']);
      await expect(onDraftOrWithout(draftId, run)).rejects.toBe(error);
      expect(given).toEqual([draftId]);
    }
  });
});
