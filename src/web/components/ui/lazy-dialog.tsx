import { lazy, Suspense, useState, type ComponentType } from 'react';
import { PageLoader } from '@/web/components/ui/page-loader';

/**
 * A dialog whose code (Radix, its form, its feature's calls) loads the first time it opens, not
 * with the screen that may open it: most visits never do. `isOpen` reads the dialog's own props
 * (`open`, or the item it shows). Once loaded it stays mounted, so it closes with its animation
 * and hands focus back to its opener like any other; while its chunk is on its way, a loading
 * status shows where the dialog will be.
 */
export function lazyDialog<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  isOpen: (props: Props) => boolean,
): ComponentType<Props> {
  const Dialog = lazy(async () => {
    const component: ComponentType<Props> = (await load())[name];
    return { default: component };
  });
  function LazyDialog(props: Props) {
    const open = isOpen(props);
    const [wanted, setWanted] = useState(open);
    if (open && !wanted) setWanted(true);
    if (!wanted) return null;
    return (
      <Suspense fallback={open ? <DialogLoading /> : null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  LazyDialog.displayName = `Lazy(${name})`;
  return LazyDialog;
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
