import { MapPin, MapPinOff } from 'lucide-react';
import { formatCoordinates } from '@/shared/rules/geo';
import { Spinner } from '@/web/components/ui/spinner';
import type { useGeolocation } from '@/web/lib/use-geolocation';
import { m } from '@/web/i18n/i18n';

const pill =
  'inline-flex min-h-9 items-center gap-1.5 rounded-full border bg-black/60 px-3 text-xs font-medium backdrop-blur';

/**
 * Whether the position is known: with it a scan checks messages hidden within 100 m first;
 * without it only book and magazine messages can be found, so the user is told and may retry.
 */
export function ScannerLocationPill({ location }: { location: ReturnType<typeof useGeolocation> }) {
  const { latitude, longitude, accuracy, loading, error, retry } = location;
  if (latitude !== null && longitude !== null) {
    const where = formatCoordinates(latitude, longitude);
    return (
      <p
        className={`${pill} border-emerald-400/40 text-emerald-300`}
        title={
          accuracy === null
            ? m.scan_position({ where })
            : m.scan_position_within({ where, metres: Math.round(accuracy) })
        }
      >
        <MapPin aria-hidden="true" className="size-3.5" />
        {m.scan_location_on()}
      </p>
    );
  }
  if (loading) {
    return (
      <p className={`${pill} border-border text-muted`}>
        <Spinner className="size-3.5" />
        {m.scan_locating()}
      </p>
    );
  }
  return (
    <button
      type="button"
      onClick={retry}
      // The visible words first, so voice control users can say what they see.
      aria-label={m.scan_no_location_retry()}
      title={error ?? undefined}
      className={`${pill} border-primary/50 text-primary hover:bg-black/80`}
    >
      <MapPinOff aria-hidden="true" className="size-3.5" />
      {m.scan_no_location()}
    </button>
  );
}
