import type { ToastOptions } from '@/web/components/ui/use-toast';
import { m } from '@/web/i18n/i18n';
import type { MessageFormVariant } from '@/web/features/message-form/model/message-form-variants';
import { ApiError, serverMessage } from '@/web/lib/api-client';

/**
 * What a refused create says. A 402 is the wallet's, in its own words ('Insufficient Balance':
 * 'Need €1.00 for 10 scans. Current balance: €0.00', SPEC 8); a 401 on a form that asks for a
 * signed-in user says that check's words; anything else is the form's.
 */
export function createFailureToast(
  error: unknown,
  form: Pick<MessageFormVariant, 'checks' | 'words' | 'failure'>,
): ToastOptions {
  if (error instanceof ApiError && error.status === 402) {
    return {
      title: m.create_insufficient_balance(),
      description: serverMessage(error, m.create_balance_too_low()),
    };
  }
  if (error instanceof ApiError && error.status === 401 && form.checks.includes('signedIn')) {
    return form.words.signedIn;
  }
  return { title: form.failure.title, description: serverMessage(error, form.failure.fallback) };
}

/** A warning means saved but not yet discoverable: it says why instead of the promise. */
export function createdToast(warning: string | null): ToastOptions {
  return {
    title: m.create_success_title(),
    description: warning ?? m.create_success_description(),
  };
}
