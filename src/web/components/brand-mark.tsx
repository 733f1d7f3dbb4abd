import { cn } from '@/web/lib/cn';

/** The logo and product name, as shown in every header. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold', className)}>
      <img src="/logo.svg" alt="" width={32} height={32} className="size-8" />
      Underprint
    </span>
  );
}
