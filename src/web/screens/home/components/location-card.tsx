import { LocateFixed, LocateOff, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import { formatCoordinates } from '@/shared/rules/geo';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import type { GeolocationState } from '@/web/lib/use-geolocation';
import { m } from '@/web/i18n/i18n';

export type LocationCardProps = {
  location: GeolocationState;
  onRetry: () => void;
};

const cardClass = 'flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4';

/** Where the app thinks the user is, or why it does not know (SPEC 2, 4). */
export function LocationCard({ location, onRetry }: LocationCardProps) {
  const { latitude, longitude, accuracy, error, loading } = location;

  if (loading) {
    return (
      <section aria-label={m.home_your_location()} className={cardClass}>
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="text-primary" />
          {m.home_getting_location()}
        </p>
      </section>
    );
  }

  if (error || latitude === null || longitude === null) {
    return (
      <section aria-label={m.home_your_location()} className={cardClass}>
        <div className="flex items-start gap-3">
          <LocateOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
          <div className="flex flex-col gap-1">
            <p className="font-semibold">
              {error ? m.home_location_unavailable() : m.home_location_needed()}
            </p>
            <p role={error ? 'alert' : undefined} className="text-sm text-muted">
              {error ?? m.home_allow_location()}
            </p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={onRetry}>
            <LocateFixed aria-hidden="true" />
            {error ? m.home_try_again() : m.home_enable_location()}
          </Button>
          <Button variant="ghost" asChild className="border border-border">
            <Link href="/my-space">{m.home_view_my_photos()}</Link>
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-label={m.home_your_location()} className={cardClass}>
      <div className="flex items-center gap-3">
        <MapPin aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-col">
          <p className="text-sm font-semibold">{m.home_your_location()}</p>
          <p className="text-sm text-muted tabular-nums">
            {formatCoordinates(latitude, longitude)}
            {accuracy !== null && m.home_accuracy({ meters: Math.round(accuracy) })}
          </p>
        </div>
      </div>
    </section>
  );
}
