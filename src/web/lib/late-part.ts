import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A part of the page whose code comes when it is first wanted, not with the page (most visits
 * never show it): the toaster, the outbox. It is also asked for at the page's first press or key,
 * since a press is what raises a toast or keeps a message, and by then the connection may be
 * gone: Pay pressed offline on a first visit (no service worker yet) raised its toast into a
 * chunk that could not come, and the person was told nothing. A fetch that fails is asked for
 * again at the next press, and when the part is wanted again (`retry` changes).
 *
 * Returns a component that renders the part with its props once it is here and `wanted`.
 */
export function latePart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  type T = ComponentType<Props>;
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const get = () =>
    (loading ??= load().then(
      (value) => (loaded = value),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  if (typeof window !== 'undefined') {
    const early = () =>
      void get().then(
        () => {
          window.removeEventListener('pointerdown', early, true);
          window.removeEventListener('keydown', early, true);
        },
        () => undefined, // offline: the next press asks again
      );
    window.addEventListener('pointerdown', early, true);
    window.addEventListener('keydown', early, true);
  }

  return function LatePart({
    wanted,
    retry,
    props,
  }: {
    wanted: boolean;
    retry: unknown;
    props: Props;
  }): ReactNode {
    const [Part, setPart] = useState(() => loaded);
    useEffect(() => {
      if (!wanted || Part !== undefined) return;
      let current = true;
      get().then(
        (part) => current && setPart(() => part),
        () => undefined, // nothing to show it with yet; asked again on the next change
      );
      return () => {
        current = false;
      };
    }, [wanted, Part, retry]);
    return wanted && Part ? createElement(Part, props) : null;
  };
}
