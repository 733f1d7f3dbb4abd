import { describe, expect, it } from 'vitest';
import { findHuntProblem } from '@/web/features/hunts/model/hunt-checks';
import {
  emptyHuntEditor,
  huntEditorReducer,
  isDirty,
  type HuntEditor,
  type HuntEditorAction,
} from '@/web/features/hunts/model/hunt-editor';
import { waypointOf } from '@/web/features/hunts/model/hunt-payload';

const run = (actions: HuntEditorAction[], from: HuntEditor = emptyHuntEditor()) =>
  actions.reduce(huntEditorReducer, from);

const capture = { kind: 'capture' as const, dataUrl: `data:image/jpeg;base64,${'A'.repeat(2000)}` };
const here = { latitude: 37.98, longitude: 23.72 };

/** A step with everything SPEC 5 asks for. */
const completeStep: HuntEditorAction[] = [
  { type: 'editStep', action: { type: 'setImage', image: capture } },
  { type: 'setPosition', position: here },
  { type: 'editStep', action: { type: 'setHiddenMessage', hiddenMessage: 'Under the bench' } },
];

describe('the hunt editor', () => {
  it('starts, and resets after a create, to one empty step titled Untitled Hunt', () => {
    const edited = run([{ type: 'setTitle', title: 'Old town' }, { type: 'addStep' }]);
    expect(edited.steps).toHaveLength(2);
    expect(run([{ type: 'reset' }], edited)).toEqual(emptyHuntEditor());
    expect(emptyHuntEditor()).toMatchObject({ title: 'Untitled Hunt', current: 0 });
  });

  it('knows its unsaved changes: an edit after the save in flight stays unsaved', () => {
    const typed = run([{ type: 'setTitle', title: 'Old town' }, ...completeStep]);
    expect(isDirty(typed)).toBe(true);
    expect(isDirty(run([{ type: 'selectStep', index: 0 }]))).toBe(false);
    // Save Draft sent `typed`; one more letter arrives before its answer.
    const later = run([{ type: 'setTitle', title: 'Old town!' }], typed);
    const saved = run([{ type: 'saved', draftId: 7, version: 2, revision: typed.revision }], later);
    expect(saved).toMatchObject({ draftId: 7, draftVersion: 2 });
    expect(isDirty(saved)).toBe(true);
    const savedAll = run(
      [{ type: 'saved', draftId: 7, version: 3, revision: later.revision }],
      later,
    );
    expect(isDirty(savedAll)).toBe(false);
  });

  it('edits only the step shown, with the create-form rules', () => {
    const editor = run([
      ...completeStep,
      { type: 'addStep' },
      { type: 'editStep', action: { type: 'setRewards', hasRewards: true } },
      { type: 'editStep', action: { type: 'setRewardAmount', rewardAmount: 2 } },
      { type: 'editStep', action: { type: 'setRewards', hasRewards: false } },
    ]);
    expect(editor.current).toBe(1);
    expect(editor.steps[0]!.message.hiddenMessage).toBe('Under the bench');
    expect(editor.steps[1]!.message).toMatchObject({ hasRewards: false, rewardAmount: 0 });
  });

  it('removes a step, keeping at least one, and keeps at most two hints', () => {
    const editor = run([
      { type: 'addStep' },
      { type: 'addStep' },
      { type: 'removeStep', index: 2 },
      { type: 'setHints', hints: ['a', 'b', 'c'] },
    ]);
    expect(editor.steps).toHaveLength(2);
    expect(editor.current).toBe(1);
    expect(editor.steps[1]!.hints).toEqual(['a', 'b']);
    expect(run([{ type: 'removeStep', index: 0 }]).steps).toHaveLength(1);
  });
});

describe('confirmed photo warnings (issue 20)', () => {
  it("keeps each step's own, forgets them with a new photo, and leaves the draft unchanged", () => {
    const first = run([
      ...completeStep,
      { type: 'confirmWarning', code: 'too-common', yes: true },
      { type: 'confirmWarning', code: 'template', yes: true },
      { type: 'confirmWarning', code: 'template', yes: false },
    ]);
    expect(first.steps[0]!.confirmedWarnings).toEqual(['too-common']);
    // Not saved in a draft, so ticking a box leaves nothing unsaved.
    expect(first.revision).toBe(run(completeStep).revision);

    const second = run([{ type: 'addStep' }, ...completeStep], first);
    expect(second.steps.map((step) => step.confirmedWarnings ?? [])).toEqual([['too-common'], []]);

    const retaken = run(
      [
        { type: 'selectStep', index: 0 },
        { type: 'editStep', action: { type: 'setImage', image: { ...capture } } },
      ],
      second,
    );
    expect(retaken.steps[0]!.confirmedWarnings).toEqual([]);
  });

  it("sends each step's confirmations with that step", async () => {
    const editor = run([
      { type: 'editStep', action: { type: 'setHiddenMessage', hiddenMessage: 'Here' } },
      { type: 'confirmWarning', code: 'near-duplicate', yes: true },
      { type: 'addStep' },
    ]);
    const payloads = await Promise.all(editor.steps.map((step, index) => waypointOf(step, index)));
    expect(payloads.map((payload) => payload.confirmedWarnings)).toEqual([['near-duplicate'], []]);
    // An editor kept by an older version has no confirmations: none are sent.
    const older = { ...editor.steps[0]!, confirmedWarnings: undefined };
    expect((await waypointOf(older, 0)).confirmedWarnings).toEqual([]);
  });

  it("publishes a step by its photo's upload id; a draft, and a step whose upload ends, send the photo", async () => {
    const inADay = new Date(Date.now() + 23 * 60 * 60_000).toISOString();
    // No picture to scale here (no canvas in this test): what is sent for the photo is.
    const described = completeStep.slice(1);
    const editor = run([
      ...described,
      { type: 'uploaded', upload: { id: 41, expiresAt: inADay } },
      { type: 'addStep' },
      ...described,
      // Uploaded yesterday: five minutes left is too close to count on.
      {
        type: 'uploaded',
        upload: { id: 42, expiresAt: new Date(Date.now() + 5 * 60_000).toISOString() },
      },
    ]);
    // Knowing a step's upload is not an edit: there is nothing new to save in the draft.
    const before = run([...described, { type: 'addStep' }, ...described]);
    expect(editor.revision).toBe(before.revision);
    expect(editor.steps.map((step) => step.upload?.id)).toEqual([41, 42]);

    const published = await waypointOf(editor.steps[0]!, 0, 'publish');
    expect(published).toMatchObject({ uploadId: 41, photo: null });
    const ending = await waypointOf(editor.steps[1]!, 1, 'publish');
    expect(ending).toHaveProperty('photo');
    expect(ending).not.toHaveProperty('uploadId');
    const drafted = await waypointOf(editor.steps[0]!, 0, 'draft');
    expect(drafted).toHaveProperty('photo');
    expect(drafted).not.toHaveProperty('uploadId');

    // A new photo forgets the upload of the old one.
    const retaken = run(
      [
        { type: 'selectStep', index: 0 },
        { type: 'editStep', action: { type: 'setImage', image: { ...capture } } },
      ],
      editor,
    );
    expect(retaken.steps[0]!.upload).toBeNull();
    expect(retaken.steps[1]!.upload?.id).toBe(42);
  });
});

describe('findHuntProblem (SPEC 5, Hunt)', () => {
  it.each([
    [[], 'A treasure hunt must have at least one waypoint'],
    [[{ type: 'addStep' }], 'Please complete all waypoints. Missing: Step 1, Step 2'],
    [[...completeStep, { type: 'addStep' }], 'Please complete all waypoints. Missing: Step 2'],
    [
      [
        ...completeStep,
        { type: 'editStep', action: { type: 'setMessageType', messageType: 'pdf' } },
      ],
      'Please complete all waypoints. Missing: Step 1',
    ],
    [
      [...completeStep, { type: 'editStep', action: { type: 'setRewards', hasRewards: true } }],
      'Step 1: the reward amount must be at least €0.01',
    ],
    [
      [
        ...completeStep,
        { type: 'editStep', action: { type: 'setMaxScans', maxScans: 5 } },
        { type: 'editStep', action: { type: 'setRewards', hasRewards: true } },
        { type: 'editStep', action: { type: 'setRewardAmount', rewardAmount: 0.04 } },
      ],
      'Step 1: the reward amount must be at least €0.05',
    ],
  ] as Array<[HuntEditorAction[], string]>)('%#: %s', (actions, words) => {
    const steps = actions.length === 0 ? [] : run(actions).steps;
    expect(findHuntProblem(steps)).toEqual({ title: 'Missing Information', description: words });
  });

  it('passes a complete hunt', () => {
    expect(findHuntProblem(run(completeStep).steps)).toBeNull();
  });
});
