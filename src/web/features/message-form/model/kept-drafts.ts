import {
  emptyMessageDraft,
  isDraftStarted,
  type MessageDraft,
} from '@/web/features/message-form/model/message-draft';
import { createIdbStore } from '@/web/lib/idb-store';

/**
 * A started create form kept on the phone (issue 21): a reload, the phone's Back button or a
 * closed tab gives no chance to ask, so what was typed and the photo are written to IndexedDB
 * as they change and put back when the same form opens again. Per user (the phone may be
 * shared) and per form (Home, the camera, magazines and books each keep their own).
 */
type KeptDraft = { userId: number; form: string; draft: MessageDraft; savedAt: string };

/** A week: an older draft is not what anyone is coming back to finish. */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

const store = createIdbStore<KeptDraft>('underprint-message-drafts');
const keyOf = (userId: number, form: string) => `${userId}/${form}`;

/**
 * A File read back from IndexedDB, wrapped in a new one: Safari 26 uploads the stored one as an
 * empty body (issue 21). Anything not shaped like a draft (an older version's) is dropped.
 */
export function reviveDraft(stored: unknown): MessageDraft | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const draft = { ...emptyMessageDraft, ...(stored as Partial<MessageDraft>) };
  const image = draft.image;
  if (image?.kind === 'file') {
    if (!(image.file instanceof Blob)) return null;
    const file = new File([image.file], image.file.name, {
      type: image.file.type,
      lastModified: image.file.lastModified,
    });
    return { ...draft, image: { kind: 'file', file } };
  }
  if (image !== null && (image.kind !== 'capture' || typeof image.dataUrl !== 'string')) {
    return null;
  }
  return isDraftStarted(draft) ? draft : null;
}

/** The form's kept draft, if one was started there within the week. */
export async function readKeptDraft(
  userId: number,
  form: string,
  now = new Date(),
): Promise<MessageDraft | null> {
  const kept = await store.get(keyOf(userId, form));
  if (!kept || now.getTime() - Date.parse(kept.savedAt) > KEEP_MS) return null;
  return reviveDraft(kept.draft);
}

// Every change is written at once (a reload may come the next moment), one write at a time: a
// change made while one is under way waits for it, and only the newest draft of a form is
// written, however fast the typing.
const waiting = new Map<string, KeptDraft>();
let writing: Promise<void> | undefined;

async function writeWaiting(): Promise<void> {
  try {
    while (waiting.size > 0) {
      const [key, kept] = waiting.entries().next().value!;
      waiting.delete(key);
      if (isDraftStarted(kept.draft)) await store.set(key, kept);
      else await store.delete(key);
    }
  } finally {
    // Nothing awaits between the last look at `waiting` and here: a later change starts anew.
    writing = undefined;
  }
}

/** Keeps the draft while it holds anything of the user's own, and forgets it once it does not. */
export function keepDraft(userId: number, form: string, draft: MessageDraft): Promise<void> {
  const savedAt = new Date().toISOString();
  waiting.set(keyOf(userId, form), { userId, form, draft, savedAt });
  writing ??= writeWaiting();
  return writing;
}

/**
 * Signing out forgets them: a hidden message is the user's secret, and the phone may be shared.
 * Writes waiting go too, and a write under way is let finish first, or it would land after.
 */
export async function forgetKeptDrafts(userId: number): Promise<void> {
  for (const [key, kept] of waiting) if (kept.userId === userId) waiting.delete(key);
  while (writing) await writing;
  const kept = await store.values();
  await Promise.all(
    kept
      .filter((entry) => entry.userId === userId)
      .map((entry) => store.delete(keyOf(userId, entry.form))),
  );
}
