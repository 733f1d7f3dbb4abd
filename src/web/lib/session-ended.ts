/**
 * Whether this browser's user signed out or deleted the account, in this tab or in another.
 * Once it has, nothing more is kept on the phone for them: a form still open in another tab
 * wrote the hidden message back the moment after signing out had forgotten it (decision 035).
 */
let endedBy: 'this tab' | 'another tab' | null = null;

const CHANNEL = 'underprint-session';

export function sessionEnded(): boolean {
  return endedBy !== null;
}

/** Marks the session ended here and tells the browser's other tabs. */
export function endSessionInEveryTab(): void {
  endedBy = 'this tab';
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('ended');
  channel.close();
}

/**
 * Runs `then` when another tab of this browser ends the session; returns the unsubscribe. The
 * tab that ended it hears its own message too (another channel object of the same page): it is
 * on its way to the server's sign-out, which `then` must not overtake.
 */
export function whenSessionEndsElsewhere(then: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = () => {
    if (endedBy === 'this tab') return;
    endedBy = 'another tab';
    then();
  };
  return () => channel.close();
}
