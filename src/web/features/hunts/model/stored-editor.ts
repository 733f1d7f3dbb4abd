import type { HuntEditor } from '@/web/features/hunts/model/hunt-editor';
import { createIdbStore } from '@/web/lib/idb-store';

/**
 * The hunt editor kept on the device as the user types (issue 19, point 2): steps, options and
 * photos (Files and data URLs, by IndexedDB's structured clone), so a reload or a tab tapped
 * by mistake loses nothing. One per user, in this browser, for the tab that opened the editor
 * first; a second tab editing at the same time keeps its own (`editorKey`), or it overwrote
 * the first tab's unsaved hunt, which a reload of that tab then lost.
 */
const store = createIdbStore<HuntEditor>('underprint-hunt-editor');
const sharedKey = (userId: number) => `editor:${userId}`;
const tabKeysOf = (userId: number) => `editor:${userId}/tab/`;
/** This tab's own key, once it had to take one: kept for the tab's life, reloads included. */
const TAB_KEY = 'underprint.huntEditorKey';

/** How long a tab waits for the lock before it takes a key of its own. */
const LOCK_WAIT_MS = 1500;

const claims = new Map<number, Promise<string>>();

/**
 * Where this tab keeps the user's editor. The first tab to open it holds a Web Lock for its
 * life and keeps the user's one editor, which a closed tab's next visit finds. A tab that finds
 * the lock held keeps its own under a key of its own, as does a tab that once had to (its
 * sessionStorage says so), so two tabs never write over each other. Without Web Locks: the one.
 */
function editorKey(userId: number): Promise<string> {
  let claim = claims.get(userId);
  if (!claim) {
    claim = claimKey(userId);
    claims.set(userId, claim);
  }
  return claim;
}

async function claimKey(userId: number): Promise<string> {
  const own = sessionStorage.getItem(TAB_KEY);
  if (own?.startsWith(tabKeysOf(userId))) return own;
  if (!('locks' in navigator)) return sharedKey(userId);
  // Waited for a moment: a reloading tab's lock goes with its old page, just before or after
  // the new page asks, and that tab must find its own unsaved hunt again.
  const signal = AbortSignal.timeout(LOCK_WAIT_MS);
  const held = await new Promise<boolean>((resolve) => {
    void navigator.locks
      .request(`underprint-hunt-editor:${userId}`, { signal }, () => {
        resolve(true);
        // Held until the tab goes: the lock's promise never settles.
        return new Promise<void>(() => undefined);
      })
      // Another tab holds it; anything else (locks refused) leaves the one editor, as before.
      .catch(() => resolve(!signal.aborted));
  });
  if (held) return sharedKey(userId);
  const key = `${tabKeysOf(userId)}${crypto.randomUUID()}`;
  sessionStorage.setItem(TAB_KEY, key);
  return key;
}

let pending: { userId: number; editor: HuntEditor } | null = null;
let writing: Promise<void> | null = null;

/** The kept editor, or nothing when there is none or the device cannot keep one. */
export async function readStoredEditor(userId: number): Promise<HuntEditor | undefined> {
  try {
    // A write still on its way (the screen just left) is what the next visit must read.
    while (writing) await writing;
    const editor = await store.get(await editorKey(userId));
    return editor && Array.isArray(editor.steps) && editor.steps.length > 0 ? editor : undefined;
  } catch {
    return undefined;
  }
}

/** Writes one at a time, the latest state last: a burst of keystrokes costs a write or two. */
async function flush() {
  while (pending) {
    const { userId, editor } = pending;
    pending = null;
    await editorKey(userId)
      .then((key) => store.set(key, editor))
      .catch(() => undefined);
  }
  writing = null;
}

export function keepEditor(userId: number, editor: HuntEditor) {
  pending = { userId, editor };
  writing ??= flush();
}

/**
 * Signing out forgets it, as it forgets a started message (decision 035): its steps hold the
 * user's secrets, photos and PDFs, and the phone may be shared. A write still waiting goes too,
 * and so do the editors other tabs kept.
 */
export async function forgetStoredEditor(userId: number): Promise<void> {
  if (pending?.userId === userId) pending = null;
  while (writing) await writing;
  await store.delete(sharedKey(userId));
  await store.deleteStartingWith(tabKeysOf(userId));
}
