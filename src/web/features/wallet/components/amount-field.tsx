import { useId, type ComponentProps } from 'react';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { m } from '@/web/i18n/i18n';
import { cn } from '@/web/lib/cn';

export type QuickAmount = {
  label: string;
  /** Euros. */
  amount: number;
  disabled?: boolean;
};

export type AmountFieldProps = {
  label: string;
  /** The input's own props: react-hook-form's register(), min, max. */
  inputProps: ComponentProps<'input'>;
  quickAmounts: readonly QuickAmount[];
  onQuickAmount: (amount: number) => void;
  /** The amount the input holds now, to mark the matching quick button as pressed. */
  current: number | null;
  hint?: string;
  error?: string;
};

/** A euro amount: typed (euros and cents, '10.50' or '10,50') or picked from quick buttons. */
export function AmountField({
  label,
  inputProps,
  quickAmounts,
  onQuickAmount,
  current,
  hint,
  error,
}: AmountFieldProps) {
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted"
        >
          €
        </span>
        {/* Text, not number: a number field drops a decimal comma, so '1,5' became 15 euros
            before parseEuroAmount, which reads the comma, could see it. */}
        <Input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="pl-7 tabular-nums aria-invalid:border-danger"
          {...inputProps}
        />
      </div>
      <div role="group" aria-label={m.wallet_quick_amounts()} className="grid grid-cols-4 gap-2">
        {quickAmounts.map((quick) => (
          <button
            key={quick.label}
            type="button"
            disabled={quick.disabled}
            aria-pressed={current === quick.amount}
            onClick={() => onQuickAmount(quick.amount)}
            className={cn(
              'h-11 rounded-lg border text-sm font-semibold tabular-nums transition-colors disabled:opacity-40',
              current === quick.amount
                ? 'border-primary bg-primary/15 text-primary'
                : 'border-border bg-canvas text-fg hover:bg-surface-raised',
            )}
          >
            {quick.label}
          </button>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
