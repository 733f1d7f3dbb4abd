import { TriangleAlert } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { m } from '@/web/i18n/i18n';

export type ErrorStateProps = {
  message: string;
  /** Offered as a 'Try Again' button when the failed work can simply be repeated. */
  onRetry?: () => void;
  /** Another way on, when repeating cannot help (what was asked for is gone). */
  action?: { label: string; onClick: () => void };
};

export function ErrorState({ message, onRetry, action }: ErrorStateProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 p-6 text-center">
      <TriangleAlert aria-hidden="true" className="size-8 text-danger" />
      <p className="text-sm text-muted">{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {m.app_try_again()}
        </Button>
      )}
      {action && <Button onClick={action.onClick}>{action.label}</Button>}
    </div>
  );
}
