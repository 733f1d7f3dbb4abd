import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named export (the code style has no default exports), so each
 * screen is its own chunk, loaded on first visit. `preload` starts that load early (the page's
 * first screen, while the session is still being asked: see preloadFirstScreen); React.lazy
 * then finds it under way.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  let loading: Promise<Record<Name, ComponentType>> | undefined;
  let ready: Promise<unknown> = Promise.resolve();
  const start = () => (loading ??= load());
  const Screen = lazy(async () => {
    const screen = (await start())[name];
    await ready;
    return { default: screen };
  });
  return Object.assign(Screen, {
    /**
     * Draws the screen once `data` has come too (or failed), waiting at most `atMostMs`: one
     * drawing with the data instead of one with loading states and then one per answer, each a
     * long task on a phone (issue 21). Must be called before the screen is first drawn.
     */
    drawWith: (data: Promise<unknown>, atMostMs: number) => {
      ready = Promise.race([
        data.catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, atMostMs)),
      ]);
    },
    preload: () => {
      // A failed early load is React.lazy's to report when the screen is drawn; forget it so
      // that attempt fetches again.
      start().catch(() => {
        loading = undefined;
      });
    },
  });
}
