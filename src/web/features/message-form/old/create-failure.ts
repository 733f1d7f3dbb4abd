import type { ToastOptions } from '@/web/components/ui/use-toast';
import { ApiError, serverMessage } from '@/web/lib/api-client';

/**
 * What a refused create says. A 402 is the wallet's, in its own words ('Insufficient Balance':
 * 'Need €1.00 for 10 scans. Current balance: €0.00', SPEC 8); anything else is the screen's.
 */
export function createFailureToast(
  error: unknown,
  screen: { title: string; fallback: string },
): ToastOptions {
  if (error instanceof ApiError && error.status === 402) {
    return {
      title: 'Insufficient Balance',
      description: serverMessage(error, 'Your wallet balance is too low. Top up in My Space.'),
    };
  }
  return { title: screen.title, description: serverMessage(error, screen.fallback) };
}
