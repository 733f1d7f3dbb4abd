import { Bell } from 'lucide-react';
import { useId } from 'react';
import { SectionCard } from '@/web/components/ui/section-card';
import { m } from '@/web/i18n/i18n';
import { usePushSwitch } from '@/web/features/push/model/use-push-switch';
import { cn } from '@/web/lib/cn';

/** "Notifications on this device": nothing at all unless the server and browser offer push. */
export function PushSwitchCard() {
  const { visible, view, toggle } = usePushSwitch();
  const hintId = useId();
  if (!visible) return null;
  return (
    <SectionCard
      title={m.activity_push_switch_label()}
      icon={<Bell aria-hidden="true" className="size-5 text-primary" />}
    >
      <div className="flex items-center justify-between gap-4">
        <p id={hintId} className="text-sm text-muted">
          {m.activity_push_switch_hint()}
        </p>
        <button
          type="button"
          role="switch"
          aria-checked={view.checked}
          aria-label={m.activity_push_switch_label()}
          aria-describedby={hintId}
          disabled={view.disabled}
          data-testid="push-switch"
          onClick={() => toggle(!view.checked)}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50',
            view.checked ? 'bg-primary' : 'bg-border',
          )}
        >
          <span
            aria-hidden
            className={cn(
              'inline-block size-5 rounded-full bg-white shadow transition-transform',
              view.checked ? 'translate-x-6' : 'translate-x-1',
            )}
          />
        </button>
      </div>
      {view.notice ? (
        <p role="status" className="text-sm text-danger">
          {view.notice === 'denied' ? m.activity_push_denied() : m.activity_push_error()}
        </p>
      ) : null}
    </SectionCard>
  );
}
