import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { m } from '@/web/i18n/i18n';

/**
 * Above a create form that came back from the phone: say so, and offer an empty one. Start Over
 * asks first, in place, as every other way of throwing work away here does (Leave, New Hunt,
 * Remove Step): one stray tap used to discard the message and its photo.
 */
export function KeptDraftNotice({ onStartOver }: { onStartOver: () => void }) {
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  // The safe answer takes the focus the pressed button leaves, for a keyboard or a reader.
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-surface p-3 text-sm"
    >
      <p className="min-w-0 flex-1">
        {asking ? m.create_kept_draft_discard_ask() : m.create_kept_draft()}
      </p>
      {asking ? (
        <div className="flex gap-2">
          <Button ref={keep} variant="secondary" onClick={() => setAsking(false)}>
            {m.create_kept_draft_keep()}
          </Button>
          <Button variant="destructive" onClick={onStartOver}>
            {m.create_kept_draft_discard()}
          </Button>
        </div>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)}>
          <RotateCcw aria-hidden="true" />
          {m.create_kept_draft_start_over()}
        </Button>
      )}
    </div>
  );
}
