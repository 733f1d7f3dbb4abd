import { useEffect, useState, type ComponentType } from 'react';
import { useToasts } from '@/web/components/ui/use-toast';

/** The Toaster once its chunk has arrived, kept for the page's lifetime. */
let loadedToaster: ComponentType | undefined;

/**
 * Mounts the Toaster (Radix Toast and its layers) when the first toast is raised, not with the
 * app: most visits raise none, and its code was a tenth of the entry chunk. The toast waits in
 * the store meanwhile, so it shows as soon as the chunk is here. A chunk that could not be
 * fetched (offline before the service worker had it) is asked for again with the next toast.
 */
export function ToastHost() {
  const toasts = useToasts();
  const [Toaster, setToaster] = useState(() => loadedToaster);
  const wanted = toasts.length > 0;

  useEffect(() => {
    if (!wanted || Toaster) return;
    let current = true;
    import('@/web/components/ui/toaster').then(
      (module) => {
        loadedToaster = module.Toaster;
        if (current) setToaster(() => module.Toaster);
      },
      () => {
        // Nothing to show it with; the next toast tries again.
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, Toaster, toasts]);

  return Toaster ? <Toaster /> : null;
}
