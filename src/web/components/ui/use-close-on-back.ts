import { useEffect, useEffectEvent, useId } from 'react';

const STATE_KEY = 'underprintDialog';

/** The open dialogs' ids, the top one last: back is for the top one alone. */
const openDialogs: string[] = [];

function isOwnEntry(id: string): boolean {
  const state: unknown = window.history.state;
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>)[STATE_KEY] === id
  );
}

function pushOwnEntry(id: string): void {
  const state: unknown = window.history.state;
  window.history.pushState({ ...(typeof state === 'object' ? state : {}), [STATE_KEY]: id }, '');
}

/**
 * Back (a phone's back button or gesture, the browser's arrow) closes an open dialog instead of
 * leaving the screen under it, and with it what was typed. While the dialog is open the history
 * has one more entry at the same address; back takes it off and asks the dialog to close. When
 * the dialog closes any other way, the entry goes with it, so back still means "the screen
 * before". A dialog that refuses to close (its action in flight) gets its entry again.
 *
 * Only the top dialog answers back, so a nested dialog closes alone. The id is stable for the
 * dialog's life: React's development double effect (push, back, push) ends on the dialog's own
 * entry too. A navigation from inside the dialog replaces or covers the entry: nothing is taken
 * off then, as going back would undo that navigation.
 */
export function useCloseOnBack(close: () => void): void {
  const id = useId();
  const askToClose = useEffectEvent(close);

  useEffect(() => {
    openDialogs.push(id);
    if (!isOwnEntry(id)) pushOwnEntry(id);
    const address = window.location.href;
    const onPopState = () => {
      // Another dialog is on top, or back landed on this dialog's entry (one above it went).
      if (openDialogs.at(-1) !== id || isOwnEntry(id)) return;
      // Back went further than this screen: Chrome skips an entry pushed without a tap (a
      // dialog that opened by itself) when the user goes back. The screen changes and the
      // dialog goes with it; pushing here would add a step at the other screen's address.
      if (window.location.href !== address) return;
      // If the dialog closes, the cleanup below takes this entry off again; if it refuses (its
      // action in flight), the entry is there for the next back.
      pushOwnEntry(id);
      askToClose();
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      openDialogs.splice(openDialogs.lastIndexOf(id), 1);
      if (isOwnEntry(id)) window.history.back();
    };
  }, [id]);
}
