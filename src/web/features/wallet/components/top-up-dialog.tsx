import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import type { PaymentIntentResponse, SandboxConfirmBody } from '@/shared/contract/endpoints/wallet';
import { formatEuros, m } from '@/web/i18n/i18n';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { PageLoader } from '@/web/components/ui/page-loader';
import { toast } from '@/web/components/ui/use-toast';
import { useConfirmPayment } from '@/web/features/wallet/api/confirm-payment';
import { useConfirmSandboxCard } from '@/web/features/wallet/api/confirm-sandbox-card';
import { useCreatePaymentIntent } from '@/web/features/wallet/api/create-payment-intent';
import {
  failureReason,
  paymentFailed,
  paymentIntentFailed,
  toastTopUpCredited,
  toastTopUpPending,
} from '@/web/features/wallet/components/payment-messages';
import { SandboxCardForm } from '@/web/features/wallet/components/sandbox-card-form';
import { TopUpAmountForm } from '@/web/features/wallet/components/top-up-amount-form';
import { ApiError, outcomeUnknown } from '@/web/lib/api-client';
import { useOnePress } from '@/web/lib/use-one-press';

// Stripe.js is fetched from js.stripe.com: only a live (stripe) payment may load it, never the
// sandbox, so its form is a chunk of its own, loaded when that provider answers.
const StripeCardForm = lazy(async () => ({
  default: (await import('@/web/features/wallet/components/stripe-card-form')).StripeCardForm,
}));

export type TopUpDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Where a paid top-up lands: My Space, the product's return address (SPEC 2), unless the
   * dialog was opened over a half-filled form (null), which must not be lost.
   */
  returnPath?: string | null;
};

/** 'Top Up': an amount, then the card (SPEC 4, Payment), then back to /my-space. */
export function TopUpDialog({ open, onOpenChange, returnPath = '/my-space' }: TopUpDialogProps) {
  const [paying, setPaying] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // A card being charged is not abandoned halfway by a stray tap outside.
        if (!next && paying) return;
        onOpenChange(next);
      }}
    >
      {open && (
        <DialogContent
          title={m.wallet_top_up_title()}
          description={m.wallet_top_up_description()}
          // React bubbles events through portals: opened from inside a create form, this
          // dialog's submits must not also submit that form.
          onSubmit={(event) => event.stopPropagation()}
        >
          <TopUpFlow
            onPayingChange={setPaying}
            onDone={() => {
              // Closed by the flow, not by the user: no longer paying, whatever it last said.
              setPaying(false);
              onOpenChange(false);
            }}
            returnPath={returnPath}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

type CardStep = { intent: PaymentIntentResponse; amount: number };

function TopUpFlow({
  onPayingChange,
  onDone,
  returnPath,
}: {
  onPayingChange: (paying: boolean) => void;
  onDone: () => void;
  returnPath: string | null;
}) {
  const [, navigate] = useLocation();
  const [amount, setAmount] = useState<number | null>(null);
  const [step, setStep] = useState<CardStep | null>(null);
  const [declineReason, setDeclineReason] = useState<string | null>(null);
  const [paying, setPayingState] = useState(false);
  const createIntent = useCreatePaymentIntent();
  const confirmSandboxCard = useConfirmSandboxCard();
  const confirmPayment = useConfirmPayment();
  const onePress = useOnePress();

  const setPaying = (value: boolean) => {
    setPayingState(value);
    onPayingChange(value);
  };

  // Once per press, as every button that pays (useOnePress): the browser test presses twice.
  const start = (euros: number) =>
    void onePress(async () => {
      setAmount(euros);
      try {
        const intent = await createIntent.mutateAsync({ amount: euros });
        setStep({ intent, amount: euros });
      } catch (error) {
        toast({
          variant: 'destructive',
          title: paymentIntentFailed(),
          description: failureReason(error),
        });
      }
    });

  /**
   * The card is paid: the server now asks the provider and credits the wallet. If that call
   * fails the money is still taken, and the provider's webhook will credit it: say so.
   */
  const settle = async (intent: PaymentIntentResponse) => {
    try {
      const confirmed = await confirmPayment.mutateAsync(intent.paymentIntentId);
      toastTopUpCredited(confirmed.amount);
    } catch {
      toastTopUpPending();
    }
    setPaying(false);
    onDone();
    if (returnPath) navigate(returnPath);
  };

  const paySandbox = async (intent: PaymentIntentResponse, card: SandboxConfirmBody) => {
    setPaying(true);
    setDeclineReason(null);
    try {
      const result = await confirmSandboxCard.mutateAsync({
        paymentIntentId: intent.paymentIntentId,
        ...card,
      });
      if (result.status !== 'succeeded') {
        setDeclineReason(result.error ?? paymentFailed());
        toast({
          variant: 'destructive',
          title: paymentFailed(),
          description: result.error ?? undefined,
        });
        setPaying(false);
        return;
      }
    } catch (error) {
      // No answer (the connection dropped, the server fell over): the card may have been paid
      // and credited all the same. Ask the server, which asks the provider, before saying it
      // failed: a person told so pays again, and was charged twice.
      if (outcomeUnknown(error) && (await paidAfterAll(intent))) return;
      toast({
        variant: 'destructive',
        title: paymentFailed(),
        description: error instanceof ApiError ? error.serverError : undefined,
      });
      setPaying(false);
      return;
    }
    await settle(intent);
  };

  /** Whether the server credits the intent now; if so the top-up ends as a paid one does. */
  const paidAfterAll = async (intent: PaymentIntentResponse): Promise<boolean> => {
    const confirmed = await confirmPayment.mutateAsync(intent.paymentIntentId).catch(() => null);
    if (!confirmed) return false;
    toastTopUpCredited(confirmed.amount);
    setPaying(false);
    onDone();
    if (returnPath) navigate(returnPath);
    return true;
  };

  if (!step) {
    return (
      <TopUpAmountForm defaultAmount={amount} onContinue={start} pending={createIntent.isPending} />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3 rounded-lg bg-canvas px-3 py-2">
        <span className="text-sm text-muted">
          {m.wallet_top_up_amount_label()}{' '}
          <strong className="font-semibold text-fg tabular-nums">{formatEuros(step.amount)}</strong>
        </span>
        <button
          type="button"
          disabled={paying}
          onClick={() => {
            // A new amount needs a new intent; this one is simply never paid.
            setStep(null);
            setDeclineReason(null);
          }}
          className="-my-2 min-h-11 px-2 text-sm font-semibold text-primary disabled:opacity-50"
        >
          {m.wallet_change()}
        </button>
      </div>
      {step.intent.provider === 'sandbox' ? (
        <SandboxCardForm
          amount={step.amount}
          paying={paying}
          declineReason={declineReason}
          onPay={(card) => void onePress(() => paySandbox(step.intent, card))}
        />
      ) : (
        <Suspense fallback={<PageLoader className="p-6" />}>
          <StripeCardForm
            intent={step.intent}
            amount={step.amount}
            onPayingChange={setPaying}
            onPaid={() => void settle(step.intent)}
          />
        </Suspense>
      )}
    </div>
  );
}
