import {
  Component,
  createElement,
  Suspense,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { PageLoader } from '@/web/components/ui/page-loader';
import { m } from '@/web/i18n/i18n';
import { retryableLazy } from '@/web/lib/retryable-lazy';

/**
 * A dialog whose code (Radix, its form, its feature's calls) loads the first time it opens, not
 * with the screen that may open it: most visits never do. `isOpen` reads the dialog's own props
 * (`open`, or the item it shows). Once loaded it stays mounted, so it closes with its animation
 * and hands focus back to its opener like any other; while its chunk is on its way, a loading
 * status shows where the dialog will be.
 *
 * Code that could not be fetched (offline before the service worker had it) closes the dialog
 * through the props every dialog here has (`onOpenChange(false)` or `onClose()`) and says why;
 * the next opening asks again.
 */
export function lazyDialog<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const lazyNow = retryableLazy(async () => (await load())[name]);
  function LazyDialog(props: Props) {
    const open = isOpen(props);
    // Asked for at the first opening, and again at an opening after its code failed to load.
    const [wanted, setWanted] = useState<{ Loaded: ComponentType<Props> } | null>(null);
    if (open && !wanted) setWanted({ Loaded: lazyNow() });
    if (!wanted) return null;
    return (
      <LoadFailure
        onFailure={() => {
          setWanted(null);
          closeThrough(props);
        }}
      >
        <Suspense fallback={open ? <DialogLoading /> : null}>
          {createElement(wanted.Loaded, props)}
        </Suspense>
      </LoadFailure>
    );
  }
  LazyDialog.displayName = `Lazy(${name})`;
  return LazyDialog;
}

function closeThrough(props: object) {
  const { onOpenChange, onClose } = props as {
    onOpenChange?: (open: boolean) => void;
    onClose?: () => void;
  };
  if (typeof onOpenChange === 'function') onOpenChange(false);
  else if (typeof onClose === 'function') onClose();
}

/** Catches the chunk's failure to load: told once, then the dialog is closed. */
class LoadFailure extends Component<
  { children: ReactNode; onFailure: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
    this.props.onFailure();
    // The toast's own code may be missing too; the shell's offline notice is on screen anyway.
    void import('@/web/components/ui/use-toast').then(
      ({ toast }) =>
        toast({
          variant: 'destructive',
          ...(navigator.onLine
            ? { title: m.app_error_title(), description: m.app_error_boundary() }
            : { title: m.app_no_connection_title(), description: m.app_dialog_needs_connection() }),
        }),
      () => undefined,
    );
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function DialogLoading() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40">
      <div className="rounded-lg bg-surface shadow-lg">
        <PageLoader />
      </div>
    </div>
  );
}
