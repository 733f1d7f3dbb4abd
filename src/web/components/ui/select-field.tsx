import { useId } from 'react';
import { Label } from '@/web/components/ui/label';
import { cn } from '@/web/lib/cn';

export type SelectChoice<T extends string> = { value: T; label: string };

type SelectFieldProps<T extends string> = {
  label: string;
  value: T;
  choices: readonly SelectChoice<T>[];
  onChange: (value: T) => void;
  id?: string;
  className?: string;
};

/**
 * A labelled select over a closed list of values. The chosen value is looked up in `choices`, so
 * the caller gets its own type back without a cast and a forged option value changes nothing.
 */
export function SelectField<T extends string>({
  label,
  value,
  choices,
  onChange,
  id,
  className,
}: SelectFieldProps<T>) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={selectId}>{label}</Label>
      <select
        id={selectId}
        value={value}
        onChange={(event) => {
          const choice = choices.find((candidate) => candidate.value === event.target.value);
          if (choice) onChange(choice.value);
        }}
        className={cn('h-11 rounded-lg border border-border bg-canvas px-3 text-sm', className)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
