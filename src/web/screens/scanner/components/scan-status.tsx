import { CircleAlert, CircleCheck, Clock, Info, Navigation, SearchX } from 'lucide-react';
import { Spinner } from '@/web/components/ui/spinner';
import {
  noLocalMatchText,
  settledText,
  stepText,
} from '@/web/features/scan/model/scan-status-text';
import type { ScanState } from '@/web/features/scan/model/scan-flow';
import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';

export type ScanStatusProps = {
  state: ScanState;
  /** Shown while idle: a failed capture, or the hint for the current mode. */
  idleText: string;
  idleIsError: boolean;
};

/**
 * The one status line of the scanner. It is a polite live region that stays mounted, so a
 * screen reader hears each step ('Analyzing photo...', 'Checking nearby messages...') and the
 * outcome without the user moving focus.
 */
export function ScanStatus({ state, idleText, idleIsError }: ScanStatusProps) {
  return (
    <div
      role="status"
      aria-label={m.scan_status_label()}
      className="flex min-h-12 flex-col justify-center gap-1 text-sm"
    >
      {state.kind === 'idle' ? (
        <p className={cn('flex items-center gap-2', idleIsError ? 'text-danger' : 'text-muted')}>
          {idleIsError && <CircleAlert aria-hidden="true" className="size-4 shrink-0" />}
          {idleText}
        </p>
      ) : state.kind === 'working' ? (
        <>
          {state.missedNearby && (
            <p className="flex items-center gap-2 text-muted">
              <Info aria-hidden="true" className="size-4 shrink-0" />
              {noLocalMatchText()}
            </p>
          )}
          <p className="flex items-center gap-2 font-medium text-fg">
            <Spinner className="size-4 text-primary" />
            {stepText(state.step)}
          </p>
        </>
      ) : (
        <p
          className={cn(
            'flex items-center gap-2 font-medium',
            state.kind === 'found' && 'text-emerald-300',
            state.kind === 'not-found' && 'text-fg',
            state.kind === 'failed' && 'text-danger',
            state.kind === 'queued' && 'text-fg',
          )}
        >
          {state.kind === 'queued' && <Clock aria-hidden="true" className="size-4 shrink-0" />}
          {state.kind === 'found' && <CircleCheck aria-hidden="true" className="size-4 shrink-0" />}
          {state.kind === 'not-found' &&
            (state.reason === 'no-match' && state.miss?.kind === 'nearby' ? (
              // Close, not nothing: the way to walk.
              <Navigation aria-hidden="true" className="size-4 shrink-0 text-primary" />
            ) : (
              <SearchX aria-hidden="true" className="size-4 shrink-0" />
            ))}
          {state.kind === 'failed' && (
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          )}
          {settledText(state)}
        </p>
      )}
    </div>
  );
}
