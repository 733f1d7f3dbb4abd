import { Spinner } from '@/web/components/ui/spinner';
import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';

/** Shown while a screen's code or the data it cannot render without is on its way. */
export function PageLoader({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex flex-1 items-center justify-center gap-3 p-8 text-muted', className)}
    >
      <Spinner className="text-primary" />
      <span>{m.app_loading()}</span>
    </div>
  );
}
