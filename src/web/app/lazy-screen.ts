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
  const start = () => (loading ??= load());
  const Screen = lazy(async () => ({ default: (await start())[name] }));
  return Object.assign(Screen, {
    preload: () => {
      // A failed early load is React.lazy's to report when the screen is drawn; forget it so
      // that attempt fetches again.
      start().catch(() => {
        loading = undefined;
      });
    },
  });
}
