import { RotateCcw } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { m } from '@/web/i18n/i18n';

/** Above a create form that came back from the phone: say so, and offer an empty one. */
export function KeptDraftNotice({ onStartOver }: { onStartOver: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-surface p-3 text-sm"
    >
      <p className="min-w-0 flex-1">{m.create_kept_draft()}</p>
      <Button variant="secondary" onClick={onStartOver}>
        <RotateCcw aria-hidden="true" />
        {m.create_kept_draft_start_over()}
      </Button>
    </div>
  );
}
