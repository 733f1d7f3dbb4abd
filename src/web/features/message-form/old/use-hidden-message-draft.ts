import { useCallback, useState } from 'react';
import type { MessageType } from '@/shared/contract/photos';
import type { UserSearchResult } from '@/shared/contract/users';
import type { PdfFile } from '@/web/features/message-form/components/message-content-fields';

/**
 * What the camera and the books-and-magazines forms ask for besides the photo (SPEC 2, Create
 * screen): the secret, its hint, who may find it, how many times, and the reward.
 */
export type HiddenMessageDraft = {
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

export const emptyHiddenMessageDraft: HiddenMessageDraft = {
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

/** The fields are controlled composites (a picker, a file, toggles with dependants): one object. */
export function useHiddenMessageDraft() {
  const [draft, setDraft] = useState<HiddenMessageDraft>(emptyHiddenMessageDraft);
  const update = useCallback((patch: Partial<HiddenMessageDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
  }, []);
  const reset = useCallback(() => setDraft(emptyHiddenMessageDraft), []);
  return { draft, update, reset };
}
