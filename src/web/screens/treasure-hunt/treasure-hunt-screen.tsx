import { Eye, FilePlus, Save, Send } from 'lucide-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { CreateHuntBody } from '@/shared/contract/endpoints/hunts';
import { HUNT_MAX_STEPS, HUNT_TITLE_MAX_LENGTH } from '@/shared/rules/hunts';
import { Button } from '@/web/components/ui/button';
import { ErrorState } from '@/web/components/ui/error-state';
import { PageLoader } from '@/web/components/ui/page-loader';
import { PageTitle } from '@/web/components/ui/page-title';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { useSignedInUser } from '@/web/features/auth/hooks/use-signed-in-user';
import { useCreateHunt } from '@/web/features/hunts/api/create-hunt';
import { useSaveHuntDraft } from '@/web/features/hunts/api/save-hunt-draft';
import { onDraftOrWithout } from '@/web/features/hunts/model/draft-gone';
import { findHuntProblem } from '@/web/features/hunts/model/hunt-checks';
import {
  huntEditorReducer,
  isDirty,
  type HuntEditor,
  type HuntEditorAction,
} from '@/web/features/hunts/model/hunt-editor';
import { huntBodyOf, otherUploads } from '@/web/features/hunts/model/hunt-payload';
import { keepEditor } from '@/web/features/hunts/model/stored-editor';
import { HuntOptionsFields } from '@/web/screens/treasure-hunt/components/hunt-options-fields';
import { HuntPriceSummary } from '@/web/screens/treasure-hunt/components/hunt-price-summary';
import { HuntStepEditor } from '@/web/screens/treasure-hunt/components/hunt-step-editor';
import { HuntStepSelector } from '@/web/screens/treasure-hunt/components/hunt-step-selector';
import { UnsavedChangesDialog } from '@/web/features/hunts/components/unsaved-changes-dialog';
import { DRAFT_ID_KEY, useEditorStart } from '@/web/screens/treasure-hunt/use-editor-start';
import { ApiError, serverMessage } from '@/web/lib/api-client';
import { useLeaveGuard } from '@/web/lib/use-leave-guard';
import { countForm, m } from '@/web/i18n/i18n';
import { huntTitle, typedTitle } from '@/web/features/hunts/model/hunt-title';
import { useOnePress } from '@/web/lib/use-one-press';
import { useStillMounted } from '@/web/lib/use-still-mounted';

function requestedDraftId(search: string): number | null {
  const value = Number(new URLSearchParams(search).get('huntId'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** A publish's idempotency key: random, and made without a secure context (plain http on a LAN). */
function newPublishKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** /treasure-hunt: write a hunt step by step, save it as a draft, publish it. */
export function TreasureHuntScreen() {
  const user = useSignedInUser();
  const [, navigate] = useLocation();
  const huntId = requestedDraftId(useSearch());
  const start = useEditorStart(user.id, huntId);

  const loadError = start.status === 'error' ? start.error : null;

  useEffect(() => {
    if (loadError) {
      toast({
        variant: 'destructive',
        title: m.hunts_load_error_title(),
        description: serverMessage(loadError, m.hunts_load_error_text()),
      });
    }
  }, [loadError]);

  if (start.status === 'loading') return <PageLoader />;
  if (start.status === 'error') {
    // Gone (published, deleted, or someone else's): asking again cannot help, a new hunt can.
    const gone = start.error instanceof ApiError && start.error.status === 404;
    return (
      <ErrorState
        message={gone ? m.hunts_draft_gone() : m.hunts_load_error_state()}
        onRetry={gone ? undefined : start.retry}
        action={{
          label: m.hunts_new_hunt(),
          onClick: () => navigate('/treasure-hunt', { replace: true }),
        }}
      />
    );
  }
  return <HuntEditorForm userId={user.id} initial={start.editor} />;
}

function HuntEditorForm({ userId, initial }: { userId: number; initial: HuntEditor }) {
  const [editor, dispatch] = useReducer(huntEditorReducer, initial);
  const [, navigate] = useLocation();
  const saveDraft = useSaveHuntDraft();
  const createHunt = useCreateHunt();
  const busy = saveDraft.isPending || createHunt.isPending;
  const onePress = useOnePress();
  const dirty = isDirty(editor);
  const guard = useLeaveGuard(dirty);
  const [confirmNew, setConfirmNew] = useState(false);
  const stillHere = useStillMounted();

  // Every change is kept on the device at once: a reload or a tapped tab loses nothing.
  useEffect(() => keepEditor(userId, editor), [userId, editor]);
  const latest = useRef(editor);
  useEffect(() => {
    latest.current = editor;
  });

  /**
   * A save's or publish's outcome, kept on the device as well as drawn: one answered after the
   * screen was left (a tab tapped while it was under way) reaches no effect, and the next visit
   * offered the hunt as unsaved, unbound, so its Save Draft made a second draft.
   */
  const settle = (action: HuntEditorAction) => {
    dispatch(action);
    keepEditor(userId, huntEditorReducer(latest.current, action));
  };

  useEffect(() => {
    if (editor.draftId) sessionStorage.setItem(DRAFT_ID_KEY, String(editor.draftId));
    else sessionStorage.removeItem(DRAFT_ID_KEY);
  }, [editor.draftId]);

  /**
   * A fresh, unbound hunt: the saved draft stays as it is in My Space. The address loses a
   * draft's `?huntId=`; already plain, it is left alone, or its entry, taking the place of the
   * dialog's, would stay as a second one of the same screen: a Back that did nothing.
   */
  const startNew = () => {
    setConfirmNew(false);
    dispatch({ type: 'reset' });
    if (window.location.search) navigate('/treasure-hunt', { replace: true });
  };

  /** Saves over the draft this editor continues, or as a new one when it is gone. */
  const saveBody = (body: CreateHuntBody) =>
    onDraftOrWithout(editor.draftId, async (id) => {
      const version = id === null ? null : editor.draftVersion;
      return (await saveDraft.mutateAsync({ ...body, id, version })).draft;
    });

  /** Publishes, consuming the bound draft; one deleted meanwhile leaves nothing to consume. */
  const publishBody = (body: CreateHuntBody, idempotencyKey: string) =>
    onDraftOrWithout(editor.draftId, (draftId) =>
      createHunt.mutateAsync({ ...body, draftId, idempotencyKey }),
    );

  const save = async () => {
    const revision = editor.revision;
    try {
      const saved = await saveBody(await huntBodyOf(editor));
      settle({ type: 'saved', draftId: saved.id, version: saved.version, revision });
      toast({
        title: m.hunts_draft_saved_title(),
        description: m.hunts_draft_saved_text({ title: huntTitle(saved.title) }),
      });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: m.hunts_save_error_title(),
        description: serverMessage(error, m.hunts_save_error_text()),
      });
    }
  };

  const publish = async () => {
    const problem = findHuntProblem(editor.steps);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    // One key until a publish succeeds: a retry after a lost answer finds the hunt it made.
    const idempotencyKey = editor.publishKey ?? newPublishKey();
    if (!editor.publishKey) dispatch({ type: 'publishing', publishKey: idempotencyKey });
    try {
      const hunt = await publishBody(await huntBodyOf(editor, 'publish'), idempotencyKey);
      toast({
        title: m.hunts_created_title(),
        description: (countForm(hunt.totalSteps) === 'one'
          ? m.hunts_created_text_one
          : m.hunts_created_text_other)({ title: huntTitle(hunt.title), count: hunt.totalSteps }),
      });
      settle({ type: 'reset' });
      // Left while it was under way: the toast tells them, and they stay where they went.
      if (stillHere()) navigate('/treasure-hunt', { replace: true });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: m.hunts_create_error_title(),
        description: serverMessage(error, m.hunts_create_error_text()),
      });
    }
  };

  const step = editor.steps[editor.current]!;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center justify-between gap-3">
        <PageTitle>{m.hunts_title()}</PageTitle>
        <Button variant="secondary" asChild>
          <Link href="/treasure-hunt-viewer">
            <Eye aria-hidden="true" />
            {m.hunts_view_hunts()}
          </Link>
        </Button>
      </div>
      <TextField
        label={m.hunts_hunt_title_label()}
        value={huntTitle(editor.title)}
        maxLength={HUNT_TITLE_MAX_LENGTH}
        onChange={(event) => dispatch({ type: 'setTitle', title: typedTitle(event.target.value) })}
      />
      <HuntOptionsFields editor={editor} dispatch={dispatch} />
      <HuntStepSelector
        steps={editor.steps}
        current={editor.current}
        canAdd={editor.steps.length < HUNT_MAX_STEPS}
        onSelect={(index) => dispatch({ type: 'selectStep', index })}
        onAdd={() => dispatch({ type: 'addStep' })}
        onRemove={(index) => dispatch({ type: 'removeStep', index })}
      />
      <HuntStepEditor
        key={editor.current}
        step={step}
        number={editor.current + 1}
        dispatch={dispatch}
        siblingUploads={otherUploads(editor)}
      />
      <HuntPriceSummary steps={editor.steps} />
      <p role="status" className="text-sm text-muted">
        {dirty ? m.hunts_unsaved_status() : editor.draftId ? m.hunts_draft_saved_status() : ''}
      </p>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={() => void onePress(save)} disabled={busy}>
          <Save aria-hidden="true" />
          {saveDraft.isPending ? m.hunts_saving() : m.hunts_save_draft()}
        </Button>
        <Button onClick={() => void onePress(publish)} disabled={busy}>
          <Send aria-hidden="true" />
          {createHunt.isPending ? m.hunts_creating() : m.hunts_create_public()}
        </Button>
      </div>
      <Button
        variant="ghost"
        onClick={() => (dirty ? setConfirmNew(true) : startNew())}
        disabled={busy}
      >
        <FilePlus aria-hidden="true" />
        {m.hunts_new_hunt()}
      </Button>
      <UnsavedChangesDialog
        open={guard.blocked !== null}
        action="leave"
        onStay={guard.stay}
        onConfirm={guard.leave}
      />
      <UnsavedChangesDialog
        open={confirmNew}
        action="new"
        onStay={() => setConfirmNew(false)}
        onConfirm={startNew}
      />
    </div>
  );
}
