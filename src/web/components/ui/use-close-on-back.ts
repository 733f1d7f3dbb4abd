import { useEffect, useEffectEvent, useId } from 'react';

const STATE_KEY = 'underprintDialog';

type OpenDialog = { id: string; address: string; close: () => void };

/** The open dialogs, the top one last: Back is for the top one alone. */
const openDialogs: OpenDialog[] = [];
/** Our own `history.back()` calls whose popstate has not come yet. */
let ownBacks = 0;
let listening = false;

/** The id of the dialog whose entry is the current one, if it is a dialog's. */
function entryDialogId(): unknown {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[STATE_KEY]
    : undefined;
}

function isOwnEntry(id: string): boolean {
  return entryDialogId() === id;
}

/** Whether the current history entry is a dialog's: a navigation now should replace it. */
export function onDialogEntry(): boolean {
  return entryDialogId() !== undefined;
}

/**
 * Whether the browser can go forward from here. The Navigation API knows (Chromium, and lately
 * Safari and Firefox); without it the answer is taken to be yes, which leaves things as they are.
 */
function canGoForward(): boolean {
  const navigation = (window as { navigation?: { canGoForward?: boolean } }).navigation;
  return navigation?.canGoForward ?? true;
}

function listen(): void {
  if (listening) return;
  window.addEventListener('popstate', onPopState);
  listening = true;
}

/** Takes an entry off with Back, telling the listener it is ours, not the user's. */
function ownBack(): void {
  listen();
  ownBacks += 1;
  window.history.back();
}

/** Gives the top dialog its entry, unless it has it or the address is no longer its own. */
function entryForTopDialog(): void {
  const top = openDialogs.at(-1);
  if (!top || isOwnEntry(top.id) || window.location.href !== top.address) return;
  const state: unknown = window.history.state;
  window.history.pushState(
    { ...(typeof state === 'object' ? state : {}), [STATE_KEY]: top.id },
    '',
  );
}

function onPopState(): void {
  // The entry of a dialog that closed by itself, taken off: the dialog now on top (one that
  // opened as the other closed) gets its entry once that is done, not before, or the pending
  // back would take the new one off instead.
  if (ownBacks > 0) {
    ownBacks -= 1;
    if (ownBacks === 0) entryForTopDialog();
    return;
  }
  const top = openDialogs.at(-1);
  if (!top) {
    // Forward onto the entry of a dialog that closed (the last entry, left behind by its own
    // back): nothing is open to answer it, so back to the screen it was over, or the next Back
    // would do nothing.
    if (onDialogEntry() && !canGoForward()) ownBack();
    return;
  }
  // Back landed on the top dialog's own entry (one above it went).
  if (isOwnEntry(top.id)) return;
  // Back went further than this screen: Chrome skips an entry pushed without a tap (a dialog
  // that opened by itself) when the user goes back. The screen changes and the dialog goes with
  // it; an entry pushed here would be a step at the other screen's address.
  if (window.location.href !== top.address) return;
  // The entry again: if the dialog closes, it is taken off as for any close; if the dialog
  // refuses (its action in flight), it is there for the next Back.
  entryForTopDialog();
  top.close();
}

/**
 * Back (a phone's back button or gesture, the browser's arrow) closes an open dialog instead of
 * leaving the screen under it, and with it what was typed (decision 038). While the dialog is
 * open the history has one more entry at the same address; Back takes it off and asks the
 * dialog to close. When the dialog closes any other way, the entry goes with it, so Back still
 * means "the screen before". A navigation from inside the dialog replaces the entry (the
 * router's location, useDialogAwareLocation): nothing is taken off then, as going back would
 * undo that navigation.
 */
export function useCloseOnBack(close: () => void): void {
  const id = useId();
  const askToClose = useEffectEvent(close);

  useEffect(() => {
    listen();
    const dialog: OpenDialog = { id, address: window.location.href, close: () => askToClose() };
    openDialogs.push(dialog);
    if (ownBacks === 0) entryForTopDialog();
    return () => {
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (isOwnEntry(id)) ownBack();
    };
  }, [id]);
}

/**
 * A page that starts on a dialog's entry (reloaded with the dialog open) has no dialog open: the
 * entry is taken off, or the first Back would do nothing but take it off. Called once, before
 * the first screen is drawn.
 */
export function leaveDialogEntryOfEarlierPage(): void {
  if (entryDialogId() !== undefined) ownBack();
}
