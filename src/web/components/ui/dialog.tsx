import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export type DialogContentProps = {
  /** Every dialog is named by its title: screen readers announce it, tests find it by it. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons pinned under the scrolling body, e.g. Cancel and Save. */
  footer?: ReactNode;
  className?: string;
};

/**
 * A phone-width sheet over a dimmed screen. The body scrolls on its own, so a long text (the
 * terms, say) never pushes the title or the buttons off a small screen.
 */
export function DialogContent({
  title,
  description,
  children,
  footer,
  className,
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/70 backdrop-blur-sm" />
      <DialogPrimitive.Content
        // Radix reports a missing description unless told there is none on purpose.
        {...(description ? {} : { 'aria-describedby': undefined })}
        className={cn(
          'fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[92dvh] w-full max-w-md flex-col rounded-t-2xl border border-border bg-surface text-fg shadow-2xl shadow-black/60 sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2 sm:rounded-2xl',
          'pb-[env(safe-area-inset-bottom)] focus:outline-none',
          className,
        )}
      >
        <div className="flex items-start gap-3 border-b border-border px-4 py-3">
          <div className="flex min-w-0 flex-1 flex-col gap-1 pt-2">
            <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="text-sm text-muted">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          <DialogPrimitive.Close
            aria-label="Close"
            className="-mr-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:text-fg"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">
          {children}
        </div>
        {footer && (
          <div className="flex flex-wrap justify-end gap-2 border-t border-border px-4 py-3">
            {footer}
          </div>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
