import { describe, expect, it } from 'vitest';
import { reviveDraft } from '@/web/features/message-form/model/kept-drafts';
import {
  emptyMessageDraft,
  messageDraftReducer,
  type MessageDraft,
} from '@/web/features/message-form/model/message-draft';

describe('a create form kept on the phone (issue 21)', () => {
  it('comes back as it was typed, a capture and all', () => {
    const draft = {
      ...emptyMessageDraft,
      image: { kind: 'capture' as const, dataUrl: 'data:image/jpeg;base64,/9j/' },
      hiddenMessage: 'Under the third bench',
      hasRewards: true,
      rewardAmount: 5,
    };
    expect(reviveDraft(structuredClone(draft))).toEqual(draft);
  });

  it('hands back a picked photo as a new File with the same bytes, name and type', async () => {
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'door.jpg', {
      type: 'image/jpeg',
      lastModified: 1_700_000_000_000,
    });
    const revived = reviveDraft({ ...emptyMessageDraft, image: { kind: 'file', file } });
    expect(revived?.image?.kind).toBe('file');
    const copy = revived?.image?.kind === 'file' ? revived.image.file : null;
    // A new object: Safari 26 uploads a File read back from IndexedDB as an empty body.
    expect(copy).not.toBe(file);
    expect(copy).toMatchObject({ name: 'door.jpg', type: 'image/jpeg', size: 3 });
    expect(new Uint8Array(await copy!.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
  });

  it('drops what is not a started draft: nothing typed, a broken photo, not an object', () => {
    expect(reviveDraft(emptyMessageDraft)).toBeNull();
    expect(reviveDraft({ ...emptyMessageDraft, maxScans: 3 })).toBeNull();
    expect(
      reviveDraft({ ...emptyMessageDraft, image: { kind: 'file', file: 'not a file' } }),
    ).toBeNull();
    expect(reviveDraft({ ...emptyMessageDraft, image: { kind: 'camera' } })).toBeNull();
    expect(reviveDraft(null)).toBeNull();
    expect(reviveDraft('Under the third bench')).toBeNull();
  });

  it('fills in a field an older version did not keep with its default', () => {
    const older: Partial<MessageDraft> = {
      ...emptyMessageDraft,
      hiddenMessage: 'Under the third bench',
    };
    delete older.targetSearch;
    expect(reviveDraft(older)).toEqual({
      ...emptyMessageDraft,
      hiddenMessage: 'Under the third bench',
    });
  });

  it('is put back whole by the reducer', () => {
    const kept = { ...emptyMessageDraft, publicDescription: 'By the blue door' };
    expect(messageDraftReducer(emptyMessageDraft, { type: 'restore', draft: kept })).toBe(kept);
  });
});
