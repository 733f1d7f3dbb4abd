import { Map as MapIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { useNearbyPhotos } from '@/web/features/photos/api/get-nearby-photos';
import { LazyMap } from '@/web/features/map/components/lazy-map';
import { messagePoints } from '@/web/features/map/model/map-points';
import type { GeolocationState } from '@/web/lib/use-geolocation';
import { m } from '@/web/i18n/i18n';

/**
 * 'Show Map': the nearby list's messages around the user, with their position, its accuracy
 * and the 100 m discovery circle. The map's code loads the first time it is opened.
 */
export function NearbyMap({ location }: { location: GeolocationState }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const position =
    location.latitude !== null && location.longitude !== null
      ? { latitude: location.latitude, longitude: location.longitude }
      : null;
  return (
    <div className="flex flex-col gap-3">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        disabled={!position}
      >
        <MapIcon aria-hidden="true" />
        {open ? m.home_hide_map() : m.home_show_map()}
      </Button>
      <div id={panelId} hidden={!open}>
        {open && position && <NearbyMapPanel position={position} accuracy={location.accuracy} />}
      </div>
    </div>
  );
}

function NearbyMapPanel({
  position,
  accuracy,
}: {
  position: { latitude: number; longitude: number };
  accuracy: number | null;
}) {
  const nearby = useNearbyPhotos(position);
  const points = useMemo(() => messagePoints(nearby.data ?? []), [nearby.data]);
  const { latitude, longitude } = position;
  const user = useMemo(() => ({ latitude, longitude, accuracy }), [latitude, longitude, accuracy]);
  return <LazyMap user={user} points={points} label={m.home_map_label()} />;
}
