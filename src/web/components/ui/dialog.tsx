import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * Radix's onOpenChange for a dialog whose owner only needs to hear that it closed; while
 * `busy` (its action is in flight) it stays open.
 */
export function whenClosed(onClose: () => void, busy = false): (open: boolean) => void {
  return (open) => {
    if (!open && !busy) onClose();
  };
}

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Every dialog is named by its title, for screen readers and tests alike. */
  title: ReactNode;
  /** Read out with the title; omit when the content speaks for itself. */
  description?: ReactNode;
};

/** A centred, phone-width modal with a title and a close button; focus stays inside it. */
export function DialogContent({
  title,
  description,
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
      <DialogPrimitive.Content
        // Without a description Radix warns unless told there is none.
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        className={cn(
          'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-2xl border border-border bg-surface p-5 shadow-xl shadow-black/50',
          className,
        )}
        {...props}
      >
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
            {description !== undefined && (
              <DialogPrimitive.Description className="text-sm text-muted">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          <DialogPrimitive.Close
            aria-label="Close"
            className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:text-fg"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </div>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
