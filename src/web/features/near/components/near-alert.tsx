import { useQuery } from '@tanstack/react-query';
import { MapPin, ScanLine, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { DISCOVERY_RANGE_M } from '@/shared/rules/geo';
import { useSignedInUser } from '@/web/features/auth/hooks/use-signed-in-user';
import { availableHuntsQueryOptions } from '@/web/features/hunts/api/hunt-queries';
import { nearbyPhotosQueryOptions } from '@/web/features/photos/api/get-nearby-photos';
import { useWatchedPosition } from '@/web/features/near/hooks/use-watched-position';
import { loadAlerted, saveAlerted } from '@/web/features/near/model/alerted-keys';
import {
  discoverableTargets,
  needsNewAnchor,
  targetsWithin,
  type NearTarget,
} from '@/web/features/near/model/near-targets';
import { countForm, m } from '@/web/i18n/i18n';

/** Long enough to notice while walking, then out of the way; the alert is a nudge. */
const BANNER_MS = 60_000;
const VIBRATION = [120, 80, 120];

/** 'and 2 more nearby', after the first target's place. */
function moreNearby(count: number): string {
  return countForm(count) === 'one' ? m.near_more_one({ count }) : m.near_more_other({ count });
}

/**
 * While the app is open: a banner (and a short vibration where the device has one) when the
 * user comes within 100 m of a message they may discover or of a hunt step that is their
 * turn, once per message on this device. Rendered by the signed-in shell.
 */
export function NearAlert() {
  const user = useSignedInUser();
  const position = useWatchedPosition();
  const [anchor, setAnchor] = useState<{ latitude: number; longitude: number } | null>(null);
  // Fixes worse than the discovery range could alert for a message that is not near at all.
  const usable = position && position.accuracy <= DISCOVERY_RANGE_M ? position : null;
  if (usable && needsNewAnchor(anchor, usable)) {
    setAnchor({ latitude: usable.latitude, longitude: usable.longitude });
  }

  const nearby = useQuery({
    ...nearbyPhotosQueryOptions(anchor ?? { latitude: 0, longitude: 0 }),
    enabled: anchor !== null,
    refetchOnMount: false,
  });
  const hunts = useQuery({ ...availableHuntsQueryOptions, enabled: anchor !== null });
  const targets = useMemo(
    () => discoverableTargets(nearby.data ?? [], hunts.data ?? []),
    [nearby.data, hunts.data],
  );

  const [alerted, setAlerted] = useState(() => loadAlerted(user.id));
  const [banner, setBanner] = useState<{ target: NearTarget; more: number } | null>(null);
  const fresh = usable
    ? targetsWithin(usable, targets).filter((target) => !alerted.has(target.key))
    : [];
  if (fresh.length > 0) {
    setAlerted(new Set([...alerted, ...fresh.map((target) => target.key)]));
    setBanner({ target: fresh[0]!, more: fresh.length - 1 });
  }

  useEffect(() => saveAlerted(user.id, alerted), [user.id, alerted]);

  useEffect(() => {
    if (!banner) return;
    // Browsers refuse vibration before the user has touched the page (and log it): ask only after.
    if (navigator.userActivation?.hasBeenActive && 'vibrate' in navigator) {
      navigator.vibrate(VIBRATION);
    }
    const timer = window.setTimeout(() => setBanner(null), BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  if (!banner) return null;
  const { target, more } = banner;
  return (
    // In the page's flow at the top of the screen, not over it: it never covers what the user
    // is about to tap (a fixed banner hid My Space's Refresh button).
    <div role="status" aria-label={m.near_label()} className="mb-4">
      <div className="flex items-start gap-3 rounded-xl border border-primary/60 bg-surface-raised p-3 shadow-lg shadow-black/40">
        <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="text-sm font-semibold break-words">{target.title}</p>
          <p className="truncate text-xs text-muted">
            {[target.detail, more > 0 ? moreNearby(more) : null].filter(Boolean).join(' · ') ||
              m.near_open_hint()}
          </p>
          <Link
            href="/scanner"
            className="mt-1 flex w-fit items-center gap-1 text-sm font-medium text-primary underline-offset-2 hover:underline"
          >
            <ScanLine aria-hidden="true" className="size-4" />
            {m.near_open_scanner()}
          </Link>
        </div>
        <button
          type="button"
          aria-label={m.near_dismiss()}
          onClick={() => setBanner(null)}
          className="-m-1 flex size-9 shrink-0 items-center justify-center rounded-lg text-fg/70 hover:text-fg"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
