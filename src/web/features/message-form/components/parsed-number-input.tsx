import { useState, type ComponentProps } from 'react';
import { Input } from '@/web/components/ui/input';

export type ParsedNumberInputProps = Omit<
  ComponentProps<typeof Input>,
  'type' | 'value' | 'onChange'
> & {
  value: number;
  /** The text as a valid value: what the form holds whatever is typed. */
  parse: (text: string) => number;
  onValueChange: (value: number) => void;
};

/**
 * A number box that keeps what is typed while it has focus, so clearing it to type a new number
 * does not jump to the fallback under the user's fingers; the value the form holds is always
 * valid, and the box shows it again once focus leaves.
 */
export function ParsedNumberInput({
  value,
  parse,
  onValueChange,
  onBlur,
  ...props
}: ParsedNumberInputProps) {
  const [text, setText] = useState<string | null>(null);
  return (
    <Input
      {...props}
      type="number"
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
  );
}
