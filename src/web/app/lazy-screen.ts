import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named export (the code style has no default exports), so each
 * screen is its own chunk, loaded on first visit.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
