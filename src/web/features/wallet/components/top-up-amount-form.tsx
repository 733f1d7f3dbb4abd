import { useForm, useWatch } from 'react-hook-form';
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from '@/shared/rules/pricing';
import { Button } from '@/web/components/ui/button';
import { AmountField, type QuickAmount } from '@/web/features/wallet/components/amount-field';
import { parseEuroAmount } from '@/web/features/wallet/components/euro-amount';
import { formatEuros, m } from '@/web/i18n/i18n';

const MIN = TOP_UP_MIN_CENTS / 100;
const MAX = TOP_UP_MAX_CENTS / 100;
/** SPEC 9: quick amounts 1, 5, 10, 25. */
const quickAmounts = (): readonly QuickAmount[] =>
  [1, 5, 10, 25].map((amount) => ({ label: formatEuros(amount, 0), amount }));

export type TopUpAmountFormProps = {
  defaultAmount: number | null;
  onContinue: (amount: number) => void;
  pending: boolean;
};

/** Step one of a top-up: how much, €1 to €500 in cents. */
export function TopUpAmountForm({ defaultAmount, onContinue, pending }: TopUpAmountFormProps) {
  const { control, register, handleSubmit, setValue, formState } = useForm<{ amount: string }>({
    defaultValues: { amount: defaultAmount === null ? '' : String(defaultAmount) },
  });
  const typed = useWatch({ control, name: 'amount' });
  const current = parseEuroAmount(typed);

  const onSubmit = handleSubmit(({ amount }) => {
    const euros = parseEuroAmount(amount);
    if (euros !== null) onContinue(euros);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <AmountField
        label={m.wallet_amount_label()}
        inputProps={{
          min: MIN,
          max: MAX,
          placeholder: '10.00',
          ...register('amount', {
            validate: (text) => {
              if (text.trim() === '') return m.wallet_enter_amount();
              const euros = parseEuroAmount(text);
              if (euros === null) return m.wallet_enter_euros_top_up();
              return (
                (euros >= MIN && euros <= MAX) ||
                m.wallet_top_up_range({ min: formatEuros(MIN), max: formatEuros(MAX) })
              );
            },
          }),
        }}
        quickAmounts={quickAmounts()}
        onQuickAmount={(amount) =>
          setValue('amount', String(amount), { shouldValidate: formState.isSubmitted })
        }
        current={current}
        hint={m.wallet_top_up_hint({ min: formatEuros(MIN), max: formatEuros(MAX) })}
        error={formState.errors.amount?.message}
      />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? m.wallet_preparing_payment() : m.wallet_continue_to_payment()}
      </Button>
    </form>
  );
}
