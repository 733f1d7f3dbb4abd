import type { HuntEditor } from '@/web/features/hunts/model/hunt-editor';
import { createIdbStore } from '@/web/lib/idb-store';

/**
 * The hunt editor kept on the device as the user types (issue 19, point 2): steps, options and
 * photos (Files and data URLs, by IndexedDB's structured clone), so a reload or a tab tapped
 * by mistake loses nothing. One per user, in this browser.
 */
const store = createIdbStore<HuntEditor>('underprint-hunt-editor');
const keyOf = (userId: number) => `editor:${userId}`;

let pending: { key: string; editor: HuntEditor } | null = null;
let writing: Promise<void> | null = null;

/** The kept editor, or nothing when there is none or the device cannot keep one. */
export async function readStoredEditor(userId: number): Promise<HuntEditor | undefined> {
  try {
    // A write still on its way (the screen just left) is what the next visit must read.
    while (writing) await writing;
    const editor = await store.get(keyOf(userId));
    return editor && Array.isArray(editor.steps) && editor.steps.length > 0 ? editor : undefined;
  } catch {
    return undefined;
  }
}

/** Writes one at a time, the latest state last: a burst of keystrokes costs a write or two. */
async function flush() {
  while (pending) {
    const { key, editor } = pending;
    pending = null;
    await store.set(key, editor).catch(() => undefined);
  }
  writing = null;
}

export function keepEditor(userId: number, editor: HuntEditor) {
  pending = { key: keyOf(userId), editor };
  writing ??= flush();
}

/**
 * Signing out forgets it, as it forgets a started message (decision 035): its steps hold the
 * user's secrets, photos and PDFs, and the phone may be shared. A write still waiting goes too.
 */
export async function forgetStoredEditor(userId: number): Promise<void> {
  if (pending?.key === keyOf(userId)) pending = null;
  while (writing) await writing;
  await store.delete(keyOf(userId));
}
