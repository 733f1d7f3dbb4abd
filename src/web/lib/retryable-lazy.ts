import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Bumped when code that failed to load is worth asking for again: the connection came back, or
 * the user pressed Try Again.
 */
let round = 0;

export function askFailedLoadsAgain(): void {
  round += 1;
}

if (typeof window !== 'undefined') window.addEventListener('online', askFailedLoadsAgain);

/**
 * React.lazy for code that may fail to load (offline before the service worker kept it) and
 * come later. React.lazy keeps a failure for good: the screen failed at every later visit
 * until a reload. Swapping in a new one at once is worse: React renders a failed tree once
 * more before giving up, the new one asked again and suspended, and the screen was stuck on
 * its loader, fetching the chunk in a loop. So a failed one is replaced only at a mount after
 * `askFailedLoadsAgain`; until then a mount gets the failure again, told at once.
 */
export function retryableLazy<Props>(
  load: () => Promise<ComponentType<Props>>,
): () => LazyExoticComponent<ComponentType<Props>> {
  type Attempt = {
    Lazy: LazyExoticComponent<ComponentType<Props>>;
    round: number;
    failed: boolean;
  };
  const attempt = (): Attempt => {
    const made: Attempt = {
      round,
      failed: false,
      Lazy: lazy(async () => {
        try {
          return { default: await load() };
        } catch (error) {
          made.failed = true;
          throw error;
        }
      }),
    };
    return made;
  };
  let current = attempt();
  return () => {
    if (current.failed && current.round < round) current = attempt();
    return current.Lazy;
  };
}
