import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { formatEuros, m } from '@/web/i18n/i18n';
import { toast, type ToastOptions } from '@/web/components/ui/use-toast';
import { useConnectAccount } from '@/web/features/wallet/api/connect-account';
import { useCreateOnboardingLink } from '@/web/features/wallet/api/create-onboarding-link';
import { accountStatusQueryOptions } from '@/web/features/wallet/api/get-account-status';
import { useWithdraw } from '@/web/features/wallet/api/withdraw';
import { withdrawalOutcomeUnknown } from '@/web/features/wallet/model/withdrawal-outcome';
import { serverMessage } from '@/web/lib/api-client';

/** SPEC 8: withdrawal toasts stay 8 s, long enough to read about a bank account. */
const WITHDRAWAL_TOAST_MS = 8000;

function withdrawalToast(options: ToastOptions): void {
  toast({ duration: WITHDRAWAL_TOAST_MS, ...options });
}

/** Why withdrawing has to wait: the payout account is missing or not finished. */
export type PayoutSetup = {
  kind: 'required' | 'incomplete';
  /** The provider's onboarding page; null while it is being made. */
  url: string | null;
  /** What the provider still needs (its own identifiers). */
  requirements: readonly string[];
};

/**
 * SPEC 4, Withdrawal: check the payout account first; without one create it and open the
 * provider's onboarding in a new tab; unfinished, say what is missing and open it again;
 * otherwise withdraw, once per request id.
 */
export function useWithdrawFlow({ onWithdrawn }: { onWithdrawn: () => void }) {
  const queryClient = useQueryClient();
  const connectAccount = useConnectAccount();
  const createOnboardingLink = useCreateOnboardingLink();
  const withdraw = useWithdraw();
  const [checking, setChecking] = useState(false);
  const [setup, setSetup] = useState<PayoutSetup | null>(null);
  // One id per withdrawal the user means: kept across retries of the same amount.
  const request = useRef<{ id: string; amount: number } | null>(null);
  const busy =
    checking || connectAccount.isPending || createOnboardingLink.isPending || withdraw.isPending;

  const openOnboarding = async (next: Omit<PayoutSetup, 'url'>) => {
    setSetup({ ...next, url: null });
    try {
      if (next.kind === 'required') await connectAccount.mutateAsync();
      const { url } = await createOnboardingLink.mutateAsync();
      setSetup({ ...next, url });
      // noopener: the provider's page gets no handle on this one. The dialog keeps the link
      // too, in case the browser blocked the new tab.
      window.open(url, '_blank', 'noopener');
      withdrawalToast(
        next.kind === 'required'
          ? {
              title: m.wallet_bank_setup_required(),
              description: m.wallet_bank_setup_required_toast(),
            }
          : {
              title: m.wallet_account_setup_incomplete(),
              description: m.wallet_setup_incomplete_toast(),
            },
      );
    } catch (error) {
      setSetup(null);
      withdrawalToast({
        variant: 'destructive',
        title: m.wallet_account_setup_failed(),
        description: serverMessage(error, m.wallet_account_setup_failed_text()),
      });
    }
  };

  const submit = async (amount: number) => {
    if (busy) return;
    setChecking(true);
    let status;
    try {
      status = await queryClient.fetchQuery(accountStatusQueryOptions);
    } catch {
      withdrawalToast({
        variant: 'destructive',
        title: m.wallet_connection_error(),
        description: m.wallet_connection_error_text(),
      });
      return;
    } finally {
      setChecking(false);
    }

    if (!status.hasAccount) {
      await openOnboarding({ kind: 'required', requirements: [] });
      return;
    }
    if (!status.payoutsEnabled) {
      await openOnboarding({
        kind: 'incomplete',
        requirements: status.requirementsCurrentlyDue,
      });
      return;
    }

    setSetup(null);
    if (request.current?.amount !== amount) {
      request.current = { id: crypto.randomUUID(), amount };
    }
    try {
      const result = await withdraw.mutateAsync({ amount, requestId: request.current.id });
      request.current = null;
      withdrawalToast({
        title: m.wallet_withdrawal_successful(),
        description: m.wallet_withdrawal_successful_text({ amount: formatEuros(result.amount) }),
      });
      onWithdrawn();
    } catch (error) {
      if (!withdrawalOutcomeUnknown(error)) request.current = null;
      withdrawalToast({
        variant: 'destructive',
        title: m.wallet_withdrawal_failed(),
        description: serverMessage(error, m.wallet_withdrawal_failed_text()),
      });
    }
  };

  return { submit, busy, setup };
}
