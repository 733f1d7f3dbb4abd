import { LocateFixed, MapPin, TriangleAlert } from 'lucide-react';
import { formatCoordinates } from '@/shared/rules/geo';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import type { useGeolocation } from '@/web/lib/use-geolocation';
import { m } from '@/web/i18n/i18n';

/** Where the message will be hidden: the position, the wait for it, or why it is missing. */
export function CameraLocationStatus({
  location,
}: {
  location: ReturnType<typeof useGeolocation>;
}) {
  const { latitude, longitude, error, loading, retry } = location;
  if (loading) {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-lg border border-border p-3 text-sm text-muted"
      >
        <Spinner className="size-4 text-primary" />
        {m.create_getting_location()}
      </p>
    );
  }
  if (latitude === null || longitude === null) {
    return (
      <div className="flex flex-col gap-2 rounded-lg border border-danger/50 p-3">
        <p role="alert" className="flex items-start gap-2 text-sm text-danger">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error ?? m.create_location_needed_here()}
        </p>
        <Button variant="secondary" onClick={retry} className="self-start">
          <LocateFixed aria-hidden="true" />
          {m.create_try_again()}
        </Button>
      </div>
    );
  }
  return (
    <p className="flex items-center gap-2 rounded-lg border border-border p-3 text-sm text-muted">
      <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
      <span className="tabular-nums">
        {m.create_hidden_at({ coordinates: formatCoordinates(latitude, longitude) })}
      </span>
    </p>
  );
}
