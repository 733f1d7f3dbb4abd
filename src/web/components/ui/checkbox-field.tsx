import type { ComponentProps, ReactNode } from 'react';

export type CheckboxFieldProps = Omit<
  ComponentProps<'input'>,
  'type' | 'children' | 'className'
> & {
  /** The sentence the box agrees to; the whole line toggles it. */
  children: ReactNode;
};

/** A checkbox with its sentence beside it, wrapped in one label so both click and read as one. */
export function CheckboxField({ children, ...props }: CheckboxFieldProps) {
  return (
    <label className="flex items-start gap-3 text-sm">
      <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-primary" {...props} />
      <span>{children}</span>
    </label>
  );
}
