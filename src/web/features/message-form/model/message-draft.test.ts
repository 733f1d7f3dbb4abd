import { describe, expect, it } from 'vitest';
import {
  emptyMessageDraft,
  isDraftStarted,
  messageDraftReducer,
  type MessageDraft,
  type MessageDraftAction,
} from '@/web/features/message-form/model/message-draft';

const someone = { id: 7, nickname: 'marina', email: 'marina@example.org' };

function apply(...actions: MessageDraftAction[]): MessageDraft {
  return actions.reduce(messageDraftReducer, emptyMessageDraft);
}

describe('the message draft (SPEC 4)', () => {
  it('starts as a public text message for one finder, without rewards', () => {
    expect(emptyMessageDraft).toMatchObject({
      image: null,
      messageType: 'text',
      isPrivate: false,
      target: null,
      maxScans: 1,
      hasRewards: false,
      rewardAmount: 0,
    });
  });

  it('choosing a recipient shows their nickname in the search box', () => {
    const draft = apply(
      { type: 'setPrivacy', isPrivate: true },
      { type: 'searchTarget', term: 'mar' },
      { type: 'chooseTarget', target: someone },
    );
    expect(draft).toMatchObject({ isPrivate: true, target: someone, targetSearch: 'marina' });
  });

  it('typing in the search forgets the chosen recipient', () => {
    const draft = apply(
      { type: 'setPrivacy', isPrivate: true },
      { type: 'chooseTarget', target: someone },
      { type: 'searchTarget', term: 'marin' },
    );
    expect(draft).toMatchObject({ target: null, targetSearch: 'marin' });
  });

  it('switching to Public forgets the recipient and the search', () => {
    const draft = apply(
      { type: 'setPrivacy', isPrivate: true },
      { type: 'chooseTarget', target: someone },
      { type: 'setPrivacy', isPrivate: false },
    );
    expect(draft).toMatchObject({ isPrivate: false, target: null, targetSearch: '' });
  });

  it('unchecking rewards resets the amount to 0; checking again keeps it 0', () => {
    const draft = apply(
      { type: 'setRewards', hasRewards: true },
      { type: 'setRewardAmount', rewardAmount: 2 },
      { type: 'setRewards', hasRewards: false },
    );
    expect(draft).toMatchObject({ hasRewards: false, rewardAmount: 0 });
    expect(messageDraftReducer(draft, { type: 'setRewards', hasRewards: true })).toMatchObject({
      hasRewards: true,
      rewardAmount: 0,
    });
  });

  it('keeps the secret of each type while the type is switched back and forth', () => {
    const pdf = { data: 'JVBERi0=', fileName: 'map.pdf' };
    const draft = apply(
      { type: 'setHiddenMessage', hiddenMessage: 'Under the bench' },
      { type: 'setMessageType', messageType: 'pdf' },
      { type: 'setPdf', pdf },
      { type: 'setMessageType', messageType: 'text' },
    );
    expect(draft).toMatchObject({ messageType: 'text', hiddenMessage: 'Under the bench', pdf });
  });

  it('forgets only the photo on a retake, and everything on reset', () => {
    const typed = apply(
      { type: 'setImage', image: { kind: 'capture', dataUrl: 'data:image/jpeg;base64,AAAA' } },
      { type: 'setHiddenMessage', hiddenMessage: 'Kept' },
      { type: 'setMaxScans', maxScans: 3 },
    );
    const retaken = messageDraftReducer(typed, { type: 'setImage', image: null });
    expect(retaken).toEqual({ ...typed, image: null });
    expect(messageDraftReducer(typed, { type: 'reset' })).toEqual(emptyMessageDraft);
  });

  it('counts as started (leaving asks first) once anything of the person is in it', () => {
    expect(isDraftStarted(emptyMessageDraft)).toBe(false);
    expect(isDraftStarted(apply({ type: 'setMaxScans', maxScans: 3 }))).toBe(false);
    expect(isDraftStarted(apply({ type: 'setHiddenMessage', hiddenMessage: '  ' }))).toBe(false);
    expect(isDraftStarted(apply({ type: 'setHiddenMessage', hiddenMessage: 'Under' }))).toBe(true);
    expect(isDraftStarted(apply({ type: 'setPublicDescription', publicDescription: 'x' }))).toBe(
      true,
    );
    const capture = { kind: 'capture', dataUrl: 'data:image/jpeg;base64,' } as const;
    expect(isDraftStarted(apply({ type: 'setImage', image: capture }))).toBe(true);
    expect(isDraftStarted(apply({ type: 'searchTarget', term: 'mar' }))).toBe(true);
    expect(isDraftStarted(apply({ type: 'setRewards', hasRewards: true }))).toBe(true);
    expect(
      isDraftStarted(apply({ type: 'setHiddenMessage', hiddenMessage: 'x' }, { type: 'reset' })),
    ).toBe(false);
  });
});
