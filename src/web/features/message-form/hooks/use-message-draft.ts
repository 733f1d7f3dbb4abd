import { useReducer } from 'react';
import {
  emptyMessageDraft,
  messageDraftReducer,
} from '@/web/features/message-form/model/message-draft';

/**
 * A create form's draft and its dispatch. The fields are controlled composites (a picker, a
 * file, toggles with dependants), so one reducer reads more simply than a form library's
 * registered inputs, and its rules can be tested without a browser.
 */
export function useMessageDraft() {
  return useReducer(messageDraftReducer, emptyMessageDraft);
}
