import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry loads Stripe.js only when loadStripe is called, never on import.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import type { PaymentIntentResponse } from '@/shared/contract/endpoints/wallet';
import { formatEuros, m } from '@/web/i18n/i18n';
import { Button } from '@/web/components/ui/button';
import { ErrorState } from '@/web/components/ui/error-state';
import { toast } from '@/web/components/ui/use-toast';
import { paymentFailed } from '@/web/features/wallet/components/payment-messages';
import { PAYMENT_RETURN_PATH } from '@/web/features/wallet/hooks/use-payment-return';

// One Stripe.js per publishable key for the page's life, as Stripe asks.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    // A failed load (offline, blocked) must be retried on the next attempt, not remembered.
    stripe.catch(() => stripeByKey.delete(publishableKey));
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
}

export type StripeCardFormProps = {
  intent: PaymentIntentResponse;
  /** Euros, shown on the pay button. */
  amount: number;
  onPayingChange: (paying: boolean) => void;
  /** The provider took the payment; the server still has to confirm it. */
  onPaid: () => void;
};

/** Live payments: Stripe's Payment Element, in the app's dark colours. */
export function StripeCardForm({ intent, ...props }: StripeCardFormProps) {
  if (!intent.publishableKey) {
    return <ErrorState message={m.wallet_card_payments_not_set_up()} />;
  }
  return (
    <Elements
      stripe={stripeFor(intent.publishableKey)}
      options={{
        clientSecret: intent.clientSecret,
        appearance: {
          theme: 'night',
          variables: { colorPrimary: '#fbbf24', colorBackground: '#0b0b0f' },
        },
      }}
    >
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm({ amount, onPayingChange, onPaid }: Omit<StripeCardFormProps, 'intent'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const setBusy = (value: boolean) => {
    setPaying(value);
    onPayingChange(value);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    setBusy(true);
    setError(null);
    try {
      const result = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: `${window.location.origin}${PAYMENT_RETURN_PATH}` },
        // Cards finish here; only methods that need the bank's own page leave the app.
        redirect: 'if_required',
      });
      if (result.error) {
        // The provider's own words: 'Your card was declined.', a field left empty...
        const message = result.error.message ?? paymentFailed();
        setError(message);
        toast({
          variant: 'destructive',
          title: paymentFailed(),
          description: result.error.message,
        });
        setBusy(false);
        return;
      }
      onPaid();
    } catch {
      toast({ variant: 'destructive', title: paymentFailed() });
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <PaymentElement />
      {error && (
        <p
          role="alert"
          className="rounded-lg border border-danger/60 bg-danger-surface p-3 text-sm"
        >
          {error}
        </p>
      )}
      <Button type="submit" disabled={!stripe || !elements || paying} className="w-full">
        {paying ? m.wallet_processing() : m.wallet_pay({ amount: formatEuros(amount) })}
      </Button>
    </form>
  );
}
