import type { MessageType } from '@/shared/contract/endpoints/photos';
import type { UserSearchResult } from '@/shared/contract/endpoints/users';

/** A chosen PDF as the API takes it: base64 without the data: prefix, and its name. */
export type PdfFile = { data: string; fileName: string };

/**
 * The photo a message hides behind: an image file picked on the device, or a camera capture
 * as a JPEG data URL. Which one it is decides how it travels (multipart file or base64 JSON).
 */
export type MessageImage = { kind: 'file'; file: File } | { kind: 'capture'; dataUrl: string };

/**
 * Everything a create form holds before it is sent (SPEC 3): the photo, the secret, its hint,
 * who may find it, how many times, and the reward. The position is not here: Home and the
 * camera read it live from the device, a hunt step would keep its own beside the draft.
 */
export type MessageDraft = {
  image: MessageImage | null;
  messageType: MessageType;
  hiddenMessage: string;
  pdf: PdfFile | null;
  publicDescription: string;
  isPrivate: boolean;
  target: UserSearchResult | null;
  /** What is typed in the recipient search box. */
  targetSearch: string;
  maxScans: number;
  hasRewards: boolean;
  /** Euros, in total: split equally among the finders. */
  rewardAmount: number;
};

export const emptyMessageDraft: MessageDraft = {
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
 * Whether the person has put anything of their own into the draft: leaving then loses work,
 * so the form asks first. The defaults (one scan, no reward, public) are not work.
 */
export function isDraftStarted(draft: MessageDraft): boolean {
  return (
    draft.image !== null ||
    draft.pdf !== null ||
    draft.hiddenMessage.trim() !== '' ||
    draft.publicDescription.trim() !== '' ||
    draft.target !== null ||
    draft.targetSearch.trim() !== '' ||
    draft.hasRewards
  );
}

export type MessageDraftAction =
  | { type: 'setImage'; image: MessageImage | null }
  | { type: 'setMessageType'; messageType: MessageType }
  | { type: 'setHiddenMessage'; hiddenMessage: string }
  | { type: 'setPdf'; pdf: PdfFile | null }
  | { type: 'setPublicDescription'; publicDescription: string }
  | { type: 'setPrivacy'; isPrivate: boolean }
  | { type: 'searchTarget'; term: string }
  | { type: 'chooseTarget'; target: UserSearchResult }
  | { type: 'setMaxScans'; maxScans: number }
  | { type: 'setRewards'; hasRewards: boolean }
  | { type: 'setRewardAmount'; rewardAmount: number }
  | { type: 'reset' }
  /** A draft kept on the phone, put back when its form opens again (model/kept-drafts.ts). */
  | { type: 'restore'; draft: MessageDraft };

/**
 * The draft's transitions, with the rules of SPEC 4 kept here rather than in the widgets, so
 * every form (and each step of a hunt) obeys them the same way:
 * switching to Public forgets the recipient and the search; typing in the search forgets the
 * chosen recipient; unchecking rewards resets the amount to 0.
 */
export function messageDraftReducer(draft: MessageDraft, action: MessageDraftAction): MessageDraft {
  switch (action.type) {
    case 'setImage':
      return { ...draft, image: action.image };
    case 'setMessageType':
      return { ...draft, messageType: action.messageType };
    case 'setHiddenMessage':
      return { ...draft, hiddenMessage: action.hiddenMessage };
    case 'setPdf':
      return { ...draft, pdf: action.pdf };
    case 'setPublicDescription':
      return { ...draft, publicDescription: action.publicDescription };
    case 'setPrivacy':
      return action.isPrivate
        ? { ...draft, isPrivate: true }
        : { ...draft, isPrivate: false, target: null, targetSearch: '' };
    case 'searchTarget':
      return { ...draft, targetSearch: action.term, target: null };
    case 'chooseTarget':
      return { ...draft, target: action.target, targetSearch: action.target.nickname };
    case 'setMaxScans':
      return { ...draft, maxScans: action.maxScans };
    case 'setRewards':
      return action.hasRewards
        ? { ...draft, hasRewards: true }
        : { ...draft, hasRewards: false, rewardAmount: 0 };
    case 'setRewardAmount':
      return { ...draft, rewardAmount: action.rewardAmount };
    case 'reset':
      return emptyMessageDraft;
    case 'restore':
      return action.draft;
  }
}
