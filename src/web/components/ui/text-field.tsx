import { useId, type ComponentProps } from 'react';
import { Input } from '@/web/components/ui/input';
import { Label } from '@/web/components/ui/label';

export type TextFieldProps = ComponentProps<'input'> & { label: string };

/** A labelled input: the label is tied to the input so screen readers and tests find it. */
export function TextField({ label, id, ...props }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} {...props} />
    </div>
  );
}
