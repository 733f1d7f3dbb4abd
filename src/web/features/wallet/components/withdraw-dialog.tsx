import { Globe } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { formatEuros, m } from '@/web/i18n/i18n';
import { WITHDRAWAL_MIN_CENTS } from '@/shared/rules/pricing';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { AmountField } from '@/web/features/wallet/components/amount-field';
import { parseEuroAmount } from '@/web/features/wallet/components/euro-amount';
import { PayoutSetupNotice } from '@/web/features/wallet/components/payout-setup-notice';
import { useWithdrawFlow } from '@/web/features/wallet/hooks/use-withdraw-flow';

const MIN = WITHDRAWAL_MIN_CENTS / 100;

export type WithdrawDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Euros the user may take out: rewards earned by discovering, not top-ups. */
  withdrawableBalance: number;
};

/** 'Withdraw': rewards to the user's bank account, from €0.50 up to what is withdrawable. */
export function WithdrawDialog({ open, onOpenChange, withdrawableBalance }: WithdrawDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          title={m.wallet_withdraw()}
          description={m.wallet_available_to_withdraw({ amount: formatEuros(withdrawableBalance) })}
        >
          <WithdrawForm
            withdrawableBalance={withdrawableBalance}
            onDone={() => onOpenChange(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

function WithdrawForm({
  withdrawableBalance,
  onDone,
}: {
  withdrawableBalance: number;
  onDone: () => void;
}) {
  const { submit, busy, setup } = useWithdrawFlow({ onWithdrawn: onDone });
  const { control, register, handleSubmit, setValue, formState } = useForm<{ amount: string }>({
    defaultValues: { amount: '' },
  });
  const typed = useWatch({ control, name: 'amount' });
  const amount = parseEuroAmount(typed);
  const belowMinimum = amount === null || amount < MIN;
  const aboveMaximum = amount !== null && amount > withdrawableBalance;

  const onSubmit = handleSubmit(async () => {
    if (amount !== null && !belowMinimum && !aboveMaximum) await submit(amount);
  });

  const quick = [1, 5, 10].map((euros) => ({
    label: formatEuros(euros, 0),
    amount: euros,
    disabled: euros > withdrawableBalance,
  }));
  quick.push({
    label: m.wallet_max(),
    amount: withdrawableBalance,
    disabled: withdrawableBalance < MIN,
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <AmountField
        label={m.wallet_amount_label()}
        inputProps={{
          min: MIN,
          max: withdrawableBalance,
          placeholder: '0.50',
          ...register('amount'),
        }}
        quickAmounts={quick}
        onQuickAmount={(euros) => setValue('amount', euros.toFixed(2))}
        current={amount}
        hint={m.wallet_withdraw_min_hint({ min: formatEuros(MIN) })}
        error={withdrawProblem({
          typed,
          amount,
          withdrawableBalance,
          // Said once the field is left (the button is disabled below the minimum, SPEC 8), not
          // at each keystroke: '0.' on the way to '0.75' is not a mistake.
          settled: Boolean(formState.touchedFields.amount) || formState.isSubmitted,
        })}
      />
      <p className="flex items-center gap-2 text-sm text-muted">
        <Globe aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {m.wallet_withdraw_countries()}
      </p>
      {setup && <PayoutSetupNotice setup={setup} />}
      <Button type="submit" disabled={busy || belowMinimum || aboveMaximum} className="w-full">
        {busy
          ? m.wallet_processing()
          : amount !== null && !belowMinimum
            ? m.wallet_withdraw_amount({ amount: formatEuros(amount) })
            : m.wallet_withdraw()}
      </Button>
    </form>
  );
}

/** Why the typed amount cannot be withdrawn, or undefined. */
function withdrawProblem({
  typed,
  amount,
  withdrawableBalance,
  settled,
}: {
  typed: string;
  amount: number | null;
  withdrawableBalance: number;
  settled: boolean;
}): string | undefined {
  if (amount !== null && amount > withdrawableBalance) {
    return m.wallet_withdraw_at_most({ amount: formatEuros(withdrawableBalance) });
  }
  if (!settled || typed.trim() === '') return undefined;
  if (amount === null) return m.wallet_enter_euros_withdraw();
  if (amount < MIN) return m.wallet_withdraw_below_min({ min: formatEuros(MIN) });
  return undefined;
}
