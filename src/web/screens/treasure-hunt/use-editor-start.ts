import { useEffect, useState } from 'react';
import { useHuntDraft } from '@/web/features/hunts/api/get-hunt-draft';
import {
  editorFromDraft,
  emptyHuntEditor,
  isDirty,
  type HuntEditor,
} from '@/web/features/hunts/model/hunt-editor';
import { readStoredEditor } from '@/web/features/hunts/model/stored-editor';
import { ApiError } from '@/web/lib/api-client';

/** The saved draft's id, kept for the session (SPEC 4): a reload continues the same draft. */
export const DRAFT_ID_KEY = 'underprint.huntDraftId';

export function storedDraftId(): number | null {
  const value = Number(sessionStorage.getItem(DRAFT_ID_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export type EditorStart =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; editor: HuntEditor };

/**
 * What the editor opens with (issue 19, points 1 and 2). Unsaved edits kept on the device come
 * first when no draft is requested, and for the requested draft while it is still at their
 * version; otherwise the bound draft's content as saved (`?huntId=`, else the session's draft
 * id), never an empty editor still bound to a saved draft's id; otherwise an empty hunt. A session draft that is gone (published,
 * deleted) leaves the editor empty and unbound. Once ready it stays ready: the editor owns its
 * state from then on, whatever the URL or the draft query do later.
 */
export function useEditorStart(userId: number, requestedId: number | null): EditorStart {
  const [opened, setOpened] = useState<HuntEditor | null>(null);
  const [kept, setKept] = useState<{ read: boolean; editor?: HuntEditor }>({ read: false });
  useEffect(() => {
    let live = true;
    void readStoredEditor(userId).then((editor) => live && setKept({ read: true, editor }));
    return () => {
      live = false;
    };
  }, [userId]);

  const local = kept.editor;
  // Without a requested draft, what the device keeps wins; a requested draft is read first.
  const useLocal =
    !requestedId && local !== undefined && (isDirty(local) || local.draftId === null);
  const boundId = requestedId ?? local?.draftId ?? storedDraftId();
  const serverId = kept.read && !useLocal && !opened ? boundId : null;
  const draft = useHuntDraft(serverId);

  if (opened) return { status: 'ready', editor: opened };
  const start = firstStart();
  // Kept from its first render on (React's state-from-render pattern: one extra render).
  if (start.status === 'ready') setOpened(start.editor);
  return start;

  function firstStart(): EditorStart {
    if (!kept.read) return { status: 'loading' };
    if (useLocal && local) return { status: 'ready', editor: local };
    if (serverId === null) return { status: 'ready', editor: emptyHuntEditor() };
    if (draft.data) {
      // Unsaved edits of this very draft come back, unless it was saved elsewhere since: then
      // the saved version opens, as the 409 of a stale save tells the user it will.
      const { id, version } = draft.data;
      const edits =
        local && local.draftId === id && local.draftVersion === version && isDirty(local);
      return { status: 'ready', editor: edits ? local : editorFromDraft(draft.data) };
    }
    if (draft.isError) {
      const gone = draft.error instanceof ApiError && draft.error.status === 404;
      if (gone && !requestedId) return { status: 'ready', editor: emptyHuntEditor() };
      return { status: 'error', error: draft.error, retry: () => void draft.refetch() };
    }
    return { status: 'loading' };
  }
}
