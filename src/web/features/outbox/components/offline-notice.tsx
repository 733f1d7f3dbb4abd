import { WifiOff } from 'lucide-react';
import { useOnline } from '@/web/features/outbox/hooks/use-outbox';
import { cn } from '@/web/lib/cn';
import { m } from '@/web/i18n/i18n';

export const OFFLINE_NOTICE = m.outbox_offline_notice();

export const SIGNED_OUT_OFFLINE_NOTICE = m.outbox_signed_out_offline();

/**
 * The honest offline state every screen shows (issue 21): one line under the header while the
 * browser has no connection, announced politely when it appears.
 */
export function OfflineNotice({
  className,
  text = OFFLINE_NOTICE,
}: {
  className?: string;
  /** What offline means on this screen; by default, for a signed-in one. */
  text?: string;
}) {
  const online = useOnline();
  return (
    // `contents`: online, the empty live region takes no room (no gap in a flex column).
    <div role="status" aria-live="polite" className="contents">
      {!online && (
        <p
          className={cn(
            'flex items-start gap-2 rounded-xl border border-amber-400/40 bg-amber-400/10 px-3 py-2 text-sm text-fg',
            className,
          )}
        >
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
          {text}
        </p>
      )}
    </div>
  );
}
