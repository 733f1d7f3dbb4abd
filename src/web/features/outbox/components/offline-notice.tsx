import { WifiOff } from 'lucide-react';
import { useOnline } from '@/web/features/outbox/hooks/use-outbox';
import { cn } from '@/web/lib/cn';

export const OFFLINE_NOTICE =
  'You are offline. What you saw before is still here; scans and new messages are kept on this phone and sent when you are back online.';

export const SIGNED_OUT_OFFLINE_NOTICE =
  'You are offline. Signing in, signing up and resetting a password need a connection.';

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
