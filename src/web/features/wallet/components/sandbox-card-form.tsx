import { FlaskConical } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { SandboxConfirmBody } from '@/shared/contract/endpoints/wallet';
import { formatEuros, m } from '@/web/i18n/i18n';
import { Button } from '@/web/components/ui/button';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import {
  cardNumberDigits,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from '@/web/features/wallet/components/card-input';

type CardValues = { cardNumber: string; expiry: string; cvc: string };

export type SandboxCardFormProps = {
  /** Euros, shown on the pay button. */
  amount: number;
  onPay: (card: SandboxConfirmBody) => void;
  paying: boolean;
  /** The provider's reason the last card was refused, e.g. 'Your card was declined.' */
  declineReason: string | null;
};

/**
 * Test mode's card form, standing in for Stripe Elements: the number decides, as with
 * Stripe's test cards. Nothing typed here leaves this app.
 */
export function SandboxCardForm({ amount, onPay, paying, declineReason }: SandboxCardFormProps) {
  const ids = { number: useId(), expiry: useId(), cvc: useId(), hint: useId(), error: useId() };
  const { control, handleSubmit, formState } = useForm<CardValues>({
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(({ cardNumber, expiry, cvc }) => {
    const expires = parseExpiry(expiry);
    if (!expires) return;
    onPay({ cardNumber: cardNumberDigits(cardNumber), ...expires, cvc });
  });

  const fieldError = (id: string, message: string | undefined) =>
    message && (
      <p id={id} role="alert" className="text-sm text-danger">
        {message}
      </p>
    );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p
        id={ids.hint}
        className="flex items-start gap-2 rounded-lg border border-primary/40 bg-primary/10 p-3 text-sm text-fg"
      >
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span className="flex flex-col gap-0.5">
          <span>{m.wallet_test_mode()}</span>
          <span className="text-xs text-muted">{m.wallet_test_mode_hint()}</span>
        </span>
      </p>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor={ids.number}>{m.wallet_card_number()}</Label>
        <Controller
          control={control}
          name="cardNumber"
          rules={{
            validate: (value) => {
              const count = cardNumberDigits(value).length;
              if (count === 0) return m.wallet_enter_card_number();
              return (count >= 12 && count <= 19) || m.wallet_enter_full_card_number();
            },
          }}
          render={({ field }) => (
            <Input
              {...field}
              id={ids.number}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 1234 1234 1234"
              aria-invalid={errors.cardNumber ? true : undefined}
              aria-describedby={errors.cardNumber ? `${ids.number}-error` : ids.hint}
              className="tabular-nums aria-invalid:border-danger"
              onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
            />
          )}
        />
        {fieldError(`${ids.number}-error`, errors.cardNumber?.message)}
      </div>

      <div className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.expiry}>{m.wallet_expiry()}</Label>
          <Controller
            control={control}
            name="expiry"
            rules={{
              validate: (value) => parseExpiry(value) !== null || m.wallet_enter_expiry(),
            }}
            render={({ field }) => (
              <Input
                {...field}
                id={ids.expiry}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder={m.wallet_expiry_placeholder()}
                aria-invalid={errors.expiry ? true : undefined}
                aria-describedby={errors.expiry ? `${ids.expiry}-error` : undefined}
                className="tabular-nums aria-invalid:border-danger"
                onChange={(event) => field.onChange(formatExpiry(event.target.value))}
              />
            )}
          />
          {fieldError(`${ids.expiry}-error`, errors.expiry?.message)}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.cvc}>{m.wallet_cvc()}</Label>
          <Controller
            control={control}
            name="cvc"
            rules={{
              validate: (value) => /^\d{3,4}$/.test(value) || m.wallet_enter_cvc(),
            }}
            render={({ field }) => (
              <Input
                {...field}
                id={ids.cvc}
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                maxLength={4}
                aria-invalid={errors.cvc ? true : undefined}
                aria-describedby={errors.cvc ? `${ids.cvc}-error` : undefined}
                className="tabular-nums aria-invalid:border-danger"
                onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
              />
            )}
          />
          {fieldError(`${ids.cvc}-error`, errors.cvc?.message)}
        </div>
      </div>

      {declineReason && (
        <p
          id={ids.error}
          role="alert"
          className="rounded-lg border border-danger/60 bg-danger-surface p-3 text-sm"
        >
          {declineReason}
        </p>
      )}

      <Button type="submit" disabled={paying} className="w-full">
        {paying ? m.wallet_processing() : m.wallet_pay({ amount: formatEuros(amount) })}
      </Button>
    </form>
  );
}
