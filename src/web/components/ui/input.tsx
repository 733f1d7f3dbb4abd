import type { ComponentProps } from 'react';
import { cn } from '@/web/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        // text-base keeps iOS Safari from zooming into the field on focus.
        'h-11 w-full rounded-lg border border-border bg-canvas px-3 text-base text-fg placeholder:text-muted read-only:bg-surface read-only:text-muted',
        className,
      )}
      {...props}
    />
  );
}
