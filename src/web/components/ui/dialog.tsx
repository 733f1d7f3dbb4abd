import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ComponentProps, type ReactNode, type RefObject } from 'react';
import { useCloseOnBack } from '@/web/components/ui/use-close-on-back';
import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';

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

const FORM_FIELD =
  'input:not([type="hidden"]):not(:disabled), textarea:not(:disabled), select:not(:disabled)';
const FOCUSABLE =
  'button:not(:disabled), [href], input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * Where focus lands when a dialog opens: its first form field, so a person can type at once;
 * else its first action. Never the corner Close button, which Radix would pick first and which
 * tells a screen-reader user nothing about the dialog.
 */
function initialFocus(content: HTMLElement): HTMLElement | null {
  const field = content.querySelector<HTMLElement>(FORM_FIELD);
  if (field) return field;
  const actions = Array.from(content.querySelectorAll<HTMLElement>(FOCUSABLE));
  return actions.find((element) => !element.hasAttribute('data-dialog-close')) ?? null;
}

/**
 * Back presses the dialog's close button. Rendered inside Radix's Content, which is mounted
 * only while the dialog is open: the owner's DialogContent itself may stay mounted closed.
 */
function CloseOnBack({ closeButton }: { closeButton: RefObject<HTMLButtonElement | null> }) {
  useCloseOnBack(() => closeButton.current?.click());
  return null;
}

/**
 * A centred, phone-width modal with a title and a close button; focus stays inside it, starts
 * on its first field and goes back to the control that opened it when it closes. Back closes it
 * as its close button would (its owner may refuse while busy), not the screen under it.
 */
export function DialogContent({
  title,
  description,
  className,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // Radix gives focus back only to a Dialog.Trigger; most dialogs here open from state, and
  // focus then fell to the page body. The opener still has focus when the dialog mounts.
  const opener = useRef<HTMLElement | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
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
        onOpenAutoFocus={(event) => {
          opener.current =
            document.activeElement instanceof HTMLElement &&
            document.activeElement !== document.body
              ? document.activeElement
              : null;
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const target = initialFocus(event.currentTarget as HTMLElement);
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const element = opener.current;
          opener.current = null;
          if (!element?.isConnected) return;
          event.preventDefault();
          element.focus();
        }}
      >
        <CloseOnBack closeButton={closeButton} />
        <div className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <DialogPrimitive.Title className="min-w-0 text-lg font-semibold wrap-anywhere">
              {title}
            </DialogPrimitive.Title>
            {description !== undefined && (
              <DialogPrimitive.Description className="text-sm text-muted">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          <DialogPrimitive.Close
            ref={closeButton}
            data-dialog-close=""
            aria-label={m.app_close()}
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
