import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { dismissToast, useToasts } from '@/web/components/ui/use-toast';
import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';

const DEFAULT_DURATION_MS = 5000;

/** Renders the toast store; mounted once at the root so toasts survive route changes. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={DEFAULT_DURATION_MS} swipeDirection="up">
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          duration={duration}
          // Errors interrupt the screen reader; confirmations wait their turn.
          type={variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={variant}
          className={cn(
            'pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 shadow-lg shadow-black/40',
            'motion-safe:data-[state=closed]:animate-toast-out motion-safe:data-[state=open]:animate-toast-in',
            'data-[swipe=cancel]:translate-y-0 data-[swipe=move]:translate-y-(--radix-toast-swipe-move-y)',
            variant === 'destructive'
              ? 'border-danger bg-danger-surface text-fg'
              : 'border-border bg-surface-raised text-fg',
          )}
        >
          <div className="grid flex-1 gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description && (
              <ToastPrimitive.Description className="text-sm text-fg/80">
                {description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={m.app_dismiss_notification()}
            className="-m-2 flex size-11 shrink-0 items-center justify-center rounded-lg text-fg/70 hover:text-fg"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Only the toasts take taps: the viewport's padding must not block the header below it.
          aria-live marks it as a live area, which a modal dialog's aria-hidden on the rest of
          the page spares, so a toast raised from a dialog is still perceivable. "off" because
          Radix announces each toast itself. Above dialogs (z-50), so such a toast is not
          dimmed under the dialog's overlay either. */}
      <ToastPrimitive.Viewport
        aria-live="off"
        className="pointer-events-none fixed inset-x-0 top-0 z-60 mx-auto flex w-full max-w-md flex-col gap-2 p-4 pt-[max(1rem,env(safe-area-inset-top))]"
      />
    </ToastPrimitive.Provider>
  );
}
