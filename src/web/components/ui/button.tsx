import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

const variants = {
  primary: 'bg-primary text-primary-fg hover:bg-primary-hover',
  secondary: 'border border-border bg-surface text-fg hover:bg-surface-raised',
  ghost: 'text-fg hover:bg-surface-raised',
  destructive: 'bg-danger-fill text-white hover:bg-danger-fill-hover',
} as const;

const sizes = {
  // 44 px high: the smallest comfortable touch target.
  default: 'h-11 px-4',
  icon: 'size-11',
} as const;

export type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the single child (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
};

export function Button({
  variant = 'primary',
  size = 'default',
  asChild = false,
  className,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      // A plain <button> inside a form must not submit it unless asked to.
      type={asChild ? type : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-5 [&_svg]:shrink-0',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
