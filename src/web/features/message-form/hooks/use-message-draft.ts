import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useCurrentUser } from '@/web/features/auth/api/get-current-user';
import { keepDraft, readKeptDraft } from '@/web/features/message-form/model/kept-drafts';
import { sessionEnded } from '@/web/lib/session-ended';
import {
  emptyMessageDraft,
  isDraftStarted,
  messageDraftReducer,
  type MessageDraft,
  type MessageDraftAction,
} from '@/web/features/message-form/model/message-draft';

/**
 * A create form's draft and its dispatch. The fields are controlled composites (a picker, a
 * file, toggles with dependants), so one reducer reads more simply than a form library's
 * registered inputs, and its rules can be tested without a browser.
 *
 * With `keepAs` (the form's name), the draft outlives a reload, Back or a closed tab: it is kept
 * on the phone as it changes and restored when the form opens again (model/kept-drafts.ts).
 * `restored` says the form came back that way, so it can say so and offer to start afresh.
 */
export function useMessageDraft(keepAs?: string) {
  const userId = useCurrentUser().data?.id;
  const [draft, dispatch] = useReducer(messageDraftReducer, emptyMessageDraft);
  const [restored, setRestored] = useState(false);
  // Nothing is written until the kept draft has been read: an empty form must not erase it.
  const [read, setRead] = useState(false);
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  });

  useEffect(() => {
    if (!keepAs || userId === undefined) return;
    let live = true;
    void readKeptDraft(userId, keepAs)
      .catch(() => null)
      .then((kept) => {
        if (!live) return;
        // What was typed while it was read wins over what was kept.
        if (kept && !isDraftStarted(latest.current)) {
          dispatch({ type: 'restore', draft: kept });
          setRestored(true);
        }
        setRead(true);
      });
    return () => {
      live = false;
    };
  }, [keepAs, userId]);

  useEffect(() => {
    if (!keepAs || userId === undefined || !read) return;
    // Storage refused (private mode, full): the form works as before, only unkept.
    // Signed out, maybe in another tab: nothing more is kept (lib/session-ended.ts).
    if (!sessionEnded()) keepDraft(userId, keepAs, draft).catch(() => undefined);
  }, [keepAs, userId, read, draft]);

  // A reset (after a create, Start Over, Leave) is written from here, not from the effect: the
  // screen is often left in the same moment, and its effects never run.
  const dispatchKept = useCallback(
    (action: MessageDraftAction) => {
      dispatch(action);
      if (action.type === 'reset') {
        setRestored(false);
        if (keepAs && userId !== undefined) {
          keepDraft(userId, keepAs, emptyMessageDraft).catch(() => undefined);
        }
      }
    },
    [keepAs, userId],
  );

  return [draft, dispatchKept, { restored }] as const;
}

export type MessageDraftState = readonly [
  MessageDraft,
  (action: MessageDraftAction) => void,
  { restored: boolean }?,
];
