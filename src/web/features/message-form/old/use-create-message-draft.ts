import { useCallback, useState } from 'react';
import type { MessageType } from '@/shared/contract/photos';
import type { UserSearchResult } from '@/shared/contract/users';
import type { PdfFile } from '@/web/features/message-form/components/message-content-fields';

/** Everything the home create form holds (SPEC 3, home form), before it is sent. */
export type CreateMessageDraft = {
  image: File | null;
  messageType: MessageType;
  hiddenMessage: string;
  pdf: PdfFile | null;
  publicDescription: string;
  isPrivate: boolean;
  target: UserSearchResult | null;
  targetSearch: string;
  maxScans: number;
  hasRewards: boolean;
  /** Euros. */
  rewardAmount: number;
};

export const emptyDraft: CreateMessageDraft = {
  image: null,
  messageType: 'text',
  hiddenMessage: '',
  pdf: null,
  publicDescription: '',
  isPrivate: false,
  target: null,
  targetSearch: '',
  maxScans: 1,
  hasRewards: false,
  rewardAmount: 0,
};

/**
 * The form's state as one object. Every field is a controlled composite (a picker, a file, a
 * toggle with its dependants), so a plain state object reads more simply than a form library's
 * registered inputs, and a reset is one assignment.
 */
export function useCreateMessageDraft() {
  const [draft, setDraft] = useState<CreateMessageDraft>(emptyDraft);
  const update = useCallback((patch: Partial<CreateMessageDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
  }, []);
  const reset = useCallback(() => setDraft(emptyDraft), []);
  return { draft, update, reset };
}
