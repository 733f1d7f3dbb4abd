import type { HuntDraft, StepOrder } from '@/shared/contract/endpoints/hunts';
import { UNTITLED_HUNT } from '@/shared/rules/hunts';
import type { SoftUploadWarning } from '@/shared/rules/upload-warnings';
import type { Position } from '@/web/features/message-form/model/message-checks';
import {
  emptyMessageDraft,
  messageDraftReducer,
  type MessageDraft,
  type MessageDraftAction,
} from '@/web/features/message-form/model/message-draft';

/** A step's photo as uploaded and read (decision 025): publishing names it by id. */
export type StepUpload = { id: number; expiresAt: string };

/**
 * One waypoint being written: a message draft (the create-form kit's), the position where its
 * photo was taken, up to two paid hints, the soft warnings on its photo the creator chose to
 * publish past (issue 20: the server wants each step's own), and the upload of its photo.
 * The last two belong to the photo: a new one starts without; an editor kept by an older
 * version has none. A saved draft keeps neither (it keeps the photo; an upload lives a day).
 */
export type HuntStepDraft = {
  message: MessageDraft;
  position: Position | null;
  hints: string[];
  confirmedWarnings?: SoftUploadWarning[];
  upload?: StepUpload | null;
};

/** The hunt's options beyond the document's (issue 11: orders, hints, time window). */
export type HuntOptionsDraft = {
  description: string;
  stepOrder: StepOrder;
  requiredSteps: number;
  hintCostPercent: number;
  /** `datetime-local` values, '' when open-ended. */
  startsAt: string;
  endsAt: string;
};

export type HuntEditor = {
  /** The saved draft this editor continues (kept for the session), null before a first save. */
  draftId: number | null;
  /** The version of that draft this editor holds: the next save names it (decision 024). */
  draftVersion: number | null;
  /** Raised by every edit; `savedRevision` is the one last saved or loaded (dirty if apart). */
  revision: number;
  savedRevision: number;
  /** This hunt's publish key, made at its first publish and kept until one succeeds. */
  publishKey: string | null;
  title: string;
  steps: HuntStepDraft[];
  /** The step shown in the editor. */
  current: number;
  options: HuntOptionsDraft;
};

export const emptyStep = (): HuntStepDraft => ({
  message: emptyMessageDraft,
  position: null,
  hints: [],
});

export const defaultOptions: HuntOptionsDraft = {
  description: '',
  stepOrder: 'linear',
  requiredSteps: 1,
  hintCostPercent: 25,
  startsAt: '',
  endsAt: '',
};

/** SPEC 4: after a hunt is created the form resets to one empty step titled 'Untitled Hunt'. */
export const emptyHuntEditor = (): HuntEditor => ({
  draftId: null,
  draftVersion: null,
  revision: 0,
  savedRevision: 0,
  publishKey: null,
  title: UNTITLED_HUNT,
  steps: [emptyStep()],
  current: 0,
  options: defaultOptions,
});

export type HuntEditorAction =
  | { type: 'setTitle'; title: string }
  | { type: 'addStep' }
  | { type: 'removeStep'; index: number }
  | { type: 'selectStep'; index: number }
  | { type: 'editStep'; action: MessageDraftAction }
  | { type: 'setPosition'; position: Position | null }
  | { type: 'setHints'; hints: string[] }
  | { type: 'confirmWarning'; code: SoftUploadWarning; yes: boolean }
  | { type: 'uploaded'; upload: StepUpload }
  | { type: 'setOptions'; options: Partial<HuntOptionsDraft> }
  | { type: 'saved'; draftId: number; version: number; revision: number }
  | { type: 'publishing'; publishKey: string }
  | { type: 'load'; editor: HuntEditor }
  | { type: 'reset' };

function updateCurrent(editor: HuntEditor, change: (step: HuntStepDraft) => HuntStepDraft) {
  return {
    ...editor,
    steps: editor.steps.map((step, index) => (index === editor.current ? change(step) : step)),
  };
}

/** Changes not yet saved as a draft (kept on the device meanwhile). */
export const isDirty = (editor: HuntEditor) => editor.revision !== editor.savedRevision;

/** What changes the hunt itself, as opposed to where the editor looks or what it saved. */
const EDITS = new Set<HuntEditorAction['type']>([
  'setTitle',
  'addStep',
  'removeStep',
  'editStep',
  'setPosition',
  'setHints',
  'setOptions',
]);

/**
 * The hunt editor's transitions. A step's message obeys the same reducer as every create form
 * (SPEC 4's rules), applied to the step being edited; at least one step always remains. Every
 * edit raises the revision, so a save in flight knows whether it saved the latest.
 */
export function huntEditorReducer(editor: HuntEditor, action: HuntEditorAction): HuntEditor {
  const next = transition(editor, action);
  return EDITS.has(action.type) && next !== editor
    ? { ...next, revision: editor.revision + 1 }
    : next;
}

function transition(editor: HuntEditor, action: HuntEditorAction): HuntEditor {
  switch (action.type) {
    case 'setTitle':
      return { ...editor, title: action.title };
    case 'addStep':
      return { ...editor, steps: [...editor.steps, emptyStep()], current: editor.steps.length };
    case 'removeStep': {
      if (editor.steps.length <= 1) return { ...editor, steps: [emptyStep()], current: 0 };
      const steps = editor.steps.filter((_, index) => index !== action.index);
      return { ...editor, steps, current: Math.min(editor.current, steps.length - 1) };
    }
    case 'selectStep':
      return { ...editor, current: Math.max(0, Math.min(action.index, editor.steps.length - 1)) };
    case 'editStep':
      return updateCurrent(editor, (step) => ({
        ...step,
        message: messageDraftReducer(step.message, action.action),
        confirmedWarnings: action.action.type === 'setImage' ? [] : (step.confirmedWarnings ?? []),
        upload: action.action.type === 'setImage' ? null : (step.upload ?? null),
      }));
    case 'confirmWarning':
      // Not an edit of the hunt: a draft does not keep confirmations, so nothing to save.
      return updateCurrent(editor, (step) => {
        const others = (step.confirmedWarnings ?? []).filter((code) => code !== action.code);
        return { ...step, confirmedWarnings: action.yes ? [...others, action.code] : others };
      });
    case 'uploaded':
      // Not an edit either: the current step's photo, uploaded; publishing sends its id.
      return updateCurrent(editor, (step) => ({ ...step, upload: action.upload }));
    case 'setPosition':
      return updateCurrent(editor, (step) => ({ ...step, position: action.position }));
    case 'setHints':
      return updateCurrent(editor, (step) => ({ ...step, hints: action.hints.slice(0, 2) }));
    case 'setOptions':
      return { ...editor, options: { ...editor.options, ...action.options } };
    case 'saved':
      return {
        ...editor,
        draftId: action.draftId,
        draftVersion: action.version,
        savedRevision: action.revision,
      };
    case 'publishing':
      return { ...editor, publishKey: action.publishKey };
    case 'load':
      return action.editor;
    case 'reset':
      return emptyHuntEditor();
  }
}

/** A `datetime-local` value from an ISO instant, in the browser's time zone. */
function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const offset = date.getTimezoneOffset() * 60_000;
  return new Date(date.getTime() - offset).toISOString().slice(0, 16);
}

/** A saved draft, back in the editor (its photos arrive as data URLs, like captures). */
export function editorFromDraft(draft: HuntDraft): HuntEditor {
  const steps = draft.waypointsData.map((waypoint): HuntStepDraft => ({
    message: {
      ...emptyMessageDraft,
      image: waypoint.photo ? { kind: 'capture', dataUrl: waypoint.photo } : null,
      messageType: waypoint.messageType,
      hiddenMessage: waypoint.hiddenMessage ?? '',
      pdf: waypoint.pdfData
        ? {
            data: waypoint.pdfData.slice(waypoint.pdfData.indexOf(',') + 1),
            fileName: waypoint.pdfFileName ?? 'document.pdf',
          }
        : null,
      publicDescription: waypoint.description ?? '',
      isPrivate: waypoint.isPrivate,
      target: waypoint.targetUsername
        ? { id: 0, nickname: waypoint.targetUsername, email: null }
        : null,
      targetSearch: waypoint.targetUsername ?? '',
      maxScans: waypoint.maxScans,
      hasRewards: waypoint.hasRewards,
      rewardAmount: waypoint.rewardAmount,
    },
    position:
      waypoint.latitude !== null && waypoint.longitude !== null
        ? { latitude: waypoint.latitude, longitude: waypoint.longitude }
        : null,
    hints: waypoint.hints,
  }));
  return {
    ...emptyHuntEditor(),
    draftId: draft.id,
    draftVersion: draft.version,
    title: draft.title,
    steps: steps.length > 0 ? steps : [emptyStep()],
    current: 0,
    options: {
      description: draft.description ?? '',
      stepOrder: draft.stepOrder,
      requiredSteps: draft.requiredSteps ?? Math.max(1, steps.length),
      hintCostPercent: draft.hintCostPercent,
      startsAt: localDateTime(draft.startsAt),
      endsAt: localDateTime(draft.endsAt),
    },
  };
}
