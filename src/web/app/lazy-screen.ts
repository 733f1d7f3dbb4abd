import { createElement, useState, type ComponentType } from 'react';
import { retryableLazy } from '@/web/lib/retryable-lazy';

/**
 * React.lazy for a module's named export (the code style has no default exports), so each
 * screen is its own chunk, loaded on first visit. `preload` starts that load early (the page's
 * first screen, while the session is still being asked: see preloadFirstScreen); React.lazy
 * then finds it under way.
 *
 * A screen whose code has already come is drawn at once, in the same drawing as what holds it:
 * React.lazy would suspend it for a tick even then, and its later retry drew the screen as a
 * second pass (issue 21). Which of the two a mounted screen uses is fixed when it mounts, so it
 * never changes type (and loses its state) under a render.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  let loading: Promise<Record<Name, ComponentType>> | undefined;
  let loaded: ComponentType | undefined;
  const start = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module[name];
        return module;
      },
      (error: unknown) => {
        // Failed: the next attempt fetches again.
        loading = undefined;
        throw error;
      },
    ));
  const lazyNow = retryableLazy(async () => (await start())[name]);
  function Screen() {
    const [{ Drawn }] = useState<{ Drawn: ComponentType }>(() => ({ Drawn: loaded ?? lazyNow() }));
    return createElement(Drawn);
  }
  return Object.assign(Screen, {
    /** Starts loading the screen's code; settles (never rejects) once it has come or failed. */
    preload: (): Promise<void> =>
      // A failed early load is the screen's to report when it is drawn, which asks again.
      start().then(
        () => undefined,
        () => undefined,
      ),
  });
}
