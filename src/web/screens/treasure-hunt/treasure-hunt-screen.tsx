import { Eye, Save, Send } from 'lucide-react';
import { useEffect, useReducer } from 'react';
import { Link, useSearch } from 'wouter';
import { HUNT_MAX_STEPS, HUNT_TITLE_MAX_LENGTH } from '@/shared/rules/hunts';
import { Button } from '@/web/components/ui/button';
import { ErrorState } from '@/web/components/ui/error-state';
import { PageLoader } from '@/web/components/ui/page-loader';
import { PageTitle } from '@/web/components/ui/page-title';
import { TextField } from '@/web/components/ui/text-field';
import { toast } from '@/web/components/ui/use-toast';
import { useCreateHunt } from '@/web/features/hunts/api/create-hunt';
import { useHuntDraft } from '@/web/features/hunts/api/get-hunt-draft';
import { useSaveHuntDraft } from '@/web/features/hunts/api/save-hunt-draft';
import { findHuntProblem } from '@/web/features/hunts/model/hunt-checks';
import {
  editorFromDraft,
  emptyHuntEditor,
  huntEditorReducer,
} from '@/web/features/hunts/model/hunt-editor';
import { huntBodyOf } from '@/web/features/hunts/model/hunt-payload';
import { HuntOptionsFields } from '@/web/screens/treasure-hunt/components/hunt-options-fields';
import { HuntPriceSummary } from '@/web/screens/treasure-hunt/components/hunt-price-summary';
import { HuntStepEditor } from '@/web/screens/treasure-hunt/components/hunt-step-editor';
import { HuntStepSelector } from '@/web/screens/treasure-hunt/components/hunt-step-selector';
import { serverMessage } from '@/web/lib/api-client';

/** The saved draft's id, kept for the session (SPEC 4): a reload continues the same draft. */
const DRAFT_ID_KEY = 'underprint.huntDraftId';

function storedDraftId(): number | null {
  const value = Number(sessionStorage.getItem(DRAFT_ID_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

function requestedDraftId(search: string): number | null {
  const value = Number(new URLSearchParams(search).get('huntId'));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** /treasure-hunt: write a hunt step by step, save it as a draft, publish it. */
export function TreasureHuntScreen() {
  const search = useSearch();
  const huntId = requestedDraftId(search);
  const [editor, dispatch] = useReducer(huntEditorReducer, undefined, () =>
    emptyHuntEditor(huntId ? null : storedDraftId()),
  );
  const draft = useHuntDraft(huntId);
  const saveDraft = useSaveHuntDraft();
  const createHunt = useCreateHunt();
  const busy = saveDraft.isPending || createHunt.isPending;

  useEffect(() => {
    if (draft.data) dispatch({ type: 'load', editor: editorFromDraft(draft.data) });
  }, [draft.data]);

  useEffect(() => {
    if (draft.isError) {
      toast({
        variant: 'destructive',
        title: 'Error Loading Draft',
        description: serverMessage(draft.error, 'The draft could not be loaded.'),
      });
    }
  }, [draft.isError, draft.error]);

  useEffect(() => {
    if (editor.draftId) sessionStorage.setItem(DRAFT_ID_KEY, String(editor.draftId));
    else sessionStorage.removeItem(DRAFT_ID_KEY);
  }, [editor.draftId]);

  const save = async () => {
    try {
      const body = await huntBodyOf(editor);
      const { draft: saved } = await saveDraft.mutateAsync({ ...body, id: editor.draftId });
      dispatch({ type: 'saved', draftId: saved.id });
      toast({ title: 'Draft Saved', description: `'${saved.title}' is in My Space.` });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error Saving Draft',
        description: serverMessage(error, 'The draft could not be saved.'),
      });
    }
  };

  const publish = async () => {
    const problem = findHuntProblem(editor.steps);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    try {
      const hunt = await createHunt.mutateAsync(await huntBodyOf(editor));
      toast({
        title: 'Treasure Hunt Created!',
        description: `'${hunt.title}' with ${hunt.totalSteps} ${hunt.totalSteps === 1 ? 'step' : 'steps'} is live.`,
      });
      dispatch({ type: 'reset' });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Error Creating Hunt',
        description: serverMessage(error, 'The hunt could not be created.'),
      });
    }
  };

  if (huntId && draft.isPending) return <PageLoader />;
  if (huntId && draft.isError && !draft.data) {
    return (
      <ErrorState
        message="Error Loading Draft: this draft could not be loaded."
        onRetry={() => void draft.refetch()}
      />
    );
  }

  const step = editor.steps[editor.current]!;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center justify-between gap-3">
        <PageTitle>Treasure Hunt</PageTitle>
        <Button variant="secondary" asChild>
          <Link href="/treasure-hunt-viewer">
            <Eye aria-hidden="true" />
            View Hunts
          </Link>
        </Button>
      </div>
      <TextField
        label="Hunt Title"
        value={editor.title}
        maxLength={HUNT_TITLE_MAX_LENGTH}
        onChange={(event) => dispatch({ type: 'setTitle', title: event.target.value })}
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
      />
      <HuntPriceSummary steps={editor.steps} />
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" onClick={() => void save()} disabled={busy}>
          <Save aria-hidden="true" />
          {saveDraft.isPending ? 'Saving...' : 'Save Draft'}
        </Button>
        <Button onClick={() => void publish()} disabled={busy}>
          <Send aria-hidden="true" />
          {createHunt.isPending ? 'Creating...' : 'Create Public Hunt'}
        </Button>
      </div>
    </div>
  );
}
