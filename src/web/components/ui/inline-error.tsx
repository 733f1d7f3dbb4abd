import { Button } from '@/web/components/ui/button';
import { m } from '@/web/i18n/i18n';

/**
 * A card's failed load, on one line: what could not load, and 'Try Again'. ErrorState is its
 * larger sibling for a whole screen or panel.
 */
export function InlineError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex items-center justify-between gap-3">
      <p className="text-sm text-muted">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {m.app_try_again()}
      </Button>
    </div>
  );
}
