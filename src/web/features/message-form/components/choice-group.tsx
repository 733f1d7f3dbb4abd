import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/web/lib/cn';

export type Choice<Value> = { value: Value; label: string; icon?: LucideIcon };

export type ChoiceGroupProps<Value> = {
  label: string;
  choices: ReadonlyArray<Choice<Value>>;
  value: Value;
  onChange: (value: Value) => void;
};

/** Two or more options side by side, as real radios: arrow keys move between them. */
export function ChoiceGroup<Value extends string | boolean>({
  label,
  choices,
  value,
  onChange,
}: ChoiceGroupProps<Value>) {
  const labelId = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelId} className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <div className="grid grid-cols-2 gap-2">
        {choices.map((choice) => {
          const Icon = choice.icon;
          const checked = choice.value === value;
          return (
            <label
              key={choice.label}
              className={cn(
                'relative flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border text-sm font-semibold transition-colors has-focus-visible:outline-2 has-focus-visible:outline-primary',
                checked
                  ? 'border-primary bg-primary/15 text-primary'
                  : 'border-border bg-surface text-fg hover:bg-surface-raised',
              )}
            >
              <input
                type="radio"
                name={labelId}
                value={String(choice.value)}
                checked={checked}
                onChange={() => onChange(choice.value)}
                // Invisible but covering the whole option, so a tap lands on the radio itself.
                className="absolute inset-0 cursor-pointer opacity-0"
              />
              {Icon && <Icon aria-hidden="true" className="size-4" />}
              {choice.label}
            </label>
          );
        })}
      </div>
    </div>
  );
}
