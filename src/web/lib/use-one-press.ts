import { useState } from 'react';

/** Runs `work` unless an earlier run has not settled yet; the refused call resolves undefined. */
export type OnePress = <T>(work: () => Promise<T>) => Promise<T | undefined>;

/** One run at a time, kept in a closure (the hook below keeps one per component). */
export function onePressAtATime(): OnePress {
  let running = false;
  return async (work) => {
    if (running) return undefined;
    running = true;
    try {
      return await work();
    } finally {
      running = false;
    }
  };
}

/**
 * A press that acts once until its work settles. A button is disabled only once React draws
 * the pending state, and a double press lands both clicks before that: it opened two support
 * tickets, bought a reactivation twice, and could publish a hunt twice under two idempotency
 * keys (the key is kept in state, which the second click's handler had not seen yet).
 */
export function useOnePress(): OnePress {
  // Made once per component and kept across renders.
  const [press] = useState(onePressAtATime);
  return press;
}
