import { toast, type ToastOptions } from '@/web/components/ui/use-toast';
import { serverMessage } from '@/web/lib/api-client';

export type ToastOutcomeOptions = {
  success: ToastOptions;
  /** After the success toast: close, navigate, move to the next step. */
  then?: () => void;
  /** The failure toast's title, and its words when the server gives none readable. */
  failure: { title: string; fallback: string };
};

/**
 * A mutation's onSuccess and onError as most actions word them (SPEC 8): a toast for the
 * success, and a destructive one with the server's reason or the action's own words.
 */
export function toastOutcome({ success, then, failure }: ToastOutcomeOptions) {
  return {
    onSuccess: () => {
      toast(success);
      then?.();
    },
    onError: (error: unknown) =>
      toast({
        variant: 'destructive',
        title: failure.title,
        description: serverMessage(error, failure.fallback),
      }),
  };
}
