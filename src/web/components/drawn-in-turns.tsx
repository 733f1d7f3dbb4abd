import { Fragment, startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws `parts` in turn: the first with the screen, each next one in a drawing of its own once
 * the one before has been drawn. For a long screen, whose later parts are below the first view.
 * The browser's first style and layout of what a drawing adds is one task it cannot cut, as long
 * as what was added (My Space whole, 380 elements: 30-100 ms on the 2-core machine, four times
 * that on a phone; issue 21). In parts, the first view shows sooner and no part is one long
 * task. Each later part is drawn as a transition, in slices, a moment after the one before:
 * before anyone can scroll to it.
 */
export function DrawnInTurns({ parts }: { parts: ReactNode[] }) {
  const [drawn, setDrawn] = useState(1);
  useEffect(() => {
    if (drawn < parts.length) startTransition(() => setDrawn(drawn + 1));
  }, [drawn, parts.length]);
  return parts.slice(0, drawn).map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
