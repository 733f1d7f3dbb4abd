import { TriangleAlert } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { m } from '@/web/i18n/i18n';

export type ErrorStateProps = {
  message: string;
  /** Offered as a 'Try Again' button when the failed work can simply be repeated. */
  onRetry?: () => void;
};

export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center">
      <TriangleAlert aria-hidden="true" className="size-8 text-danger" />
      <p className="text-sm text-muted">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {m.app_try_again()}
        </Button>
      )}
    </div>
  );
}
