import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';
import { cn } from '@/web/lib/cn';

export type NumberFieldProps = Omit<
  ComponentProps<typeof Input>,
  'type' | 'value' | 'onChange' | 'id'
> & {
  label: string;
  /** The line under the box, read with it. */
  hint: ReactNode;
  /** A hint that follows the value (a share of the reward) is announced as it changes. */
  liveHint?: boolean;
  /** What is wrong with the value, shown (and announced) in place of the hint. */
  error?: string | null;
  /**
   * What is wrong with the text being typed (not euros, over the most), said while it is
   * typed: the box then shows the value it became once focus leaves, as SPEC 5 wants.
   */
  check?: (text: string) => string | null;
  value: number;
  /** The text as a valid value: what the form holds whatever is typed. */
  parse: (text: string) => number;
  onValueChange: (value: number) => void;
};

/**
 * A labelled number box that keeps what is typed while it has focus, so clearing it to type a
 * new number does not jump to the fallback under the user's fingers; the value the form holds
 * is always valid, and the box shows it again once focus leaves.
 */
export function NumberField({
  label,
  hint,
  liveHint = false,
  error = null,
  check,
  value,
  parse,
  onValueChange,
  onBlur,
  ...props
}: NumberFieldProps) {
  const id = useId();
  const hintId = useId();
  const [text, setText] = useState<string | null>(null);
  const problem = error ?? (text !== null && check ? check(text) : null);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...props}
        id={id}
        // Text, not number: a number field drops a decimal comma ('1,5' became 15), before
        // `parse` could read it. The keyboard still comes from inputMode.
        type="text"
        aria-describedby={hintId}
        aria-invalid={problem ? true : undefined}
        className={cn('aria-invalid:border-danger', props.className)}
        value={text ?? String(value)}
        onChange={(event) => {
          setText(event.target.value);
          onValueChange(parse(event.target.value));
        }}
        onBlur={(event) => {
          setText(null);
          onBlur?.(event);
        }}
      />
      <p
        id={hintId}
        aria-live={liveHint || problem ? 'polite' : undefined}
        className={cn(
          problem
            ? 'text-sm text-danger'
            : liveHint
              ? 'text-sm text-primary'
              : 'text-xs text-muted',
        )}
      >
        {problem ?? hint}
      </p>
    </div>
  );
}
