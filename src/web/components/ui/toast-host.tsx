import { useToasts } from '@/web/components/ui/use-toast';
import { latePart } from '@/web/lib/late-part';

const LateToaster = latePart(() =>
  import('@/web/components/ui/toaster').then((module) => module.Toaster),
);

/**
 * Mounts the Toaster (Radix Toast and its layers) when the first toast is raised, or once the
 * page is first pressed, not with the app: most visits raise none, and its code was a tenth of
 * the entry chunk. The toast waits in the store meanwhile, so it shows as soon as the chunk is
 * here. A chunk that could not be fetched is asked for again with the next toast (late-part.ts).
 */
export function ToastHost() {
  const toasts = useToasts();
  return <LateToaster wanted={toasts.length > 0} retry={toasts} props={{}} />;
}
