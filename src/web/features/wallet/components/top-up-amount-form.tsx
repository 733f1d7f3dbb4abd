import { useForm, useWatch } from 'react-hook-form';
import { TOP_UP_MAX_CENTS, TOP_UP_MIN_CENTS } from '@/shared/rules/pricing';
import { Button } from '@/web/components/ui/button';
import { AmountField, type QuickAmount } from '@/web/features/wallet/components/amount-field';
import { parseEuroAmount } from '@/web/features/wallet/components/euro-amount';

const MIN = TOP_UP_MIN_CENTS / 100;
const MAX = TOP_UP_MAX_CENTS / 100;
/** SPEC 9: quick amounts 1, 5, 10, 25. */
const QUICK: readonly QuickAmount[] = [1, 5, 10, 25].map((amount) => ({
  label: `€${amount}`,
  amount,
}));

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
        label="Amount (€)"
        inputProps={{
          min: MIN,
          max: MAX,
          placeholder: '10.00',
          ...register('amount', {
            validate: (text) => {
              if (text.trim() === '') return 'Enter an amount';
              const euros = parseEuroAmount(text);
              if (euros === null) return 'Enter euros and cents, e.g. 10.50';
              return (euros >= MIN && euros <= MAX) || 'Top-ups are from €1.00 to €500.00';
            },
          }),
        }}
        quickAmounts={QUICK}
        onQuickAmount={(amount) =>
          setValue('amount', String(amount), { shouldValidate: formState.isSubmitted })
        }
        current={current}
        hint="From €1.00 to €500.00, paid by card."
        error={formState.errors.amount?.message}
      />
      <Button type="submit" disabled={pending} className="w-full">
        {pending ? 'Preparing payment...' : 'Continue to Payment'}
      </Button>
    </form>
  );
}
