import { Map as MapIcon } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { Hunt } from '@/shared/contract/endpoints/hunts';
import { Button } from '@/web/components/ui/button';
import { LazyMap } from '@/web/features/map/components/lazy-map';
import { huntPoints } from '@/web/features/map/model/map-points';
import { useGeolocation } from '@/web/lib/use-geolocation';
import { m } from '@/web/i18n/i18n';
import { huntTitle } from '@/web/features/hunts/model/hunt-title';

/** 'Show on Map': a hunt's steps the viewer may see, with their progress, around the user. */
export function HuntMapToggle({ hunt }: { hunt: Hunt }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
      >
        <MapIcon aria-hidden="true" />
        {open ? m.hunts_hide_map() : m.hunts_show_on_map()}
      </Button>
      <div id={panelId} hidden={!open}>
        {open && <HuntMapPanel hunt={hunt} />}
      </div>
    </div>
  );
}

function HuntMapPanel({ hunt }: { hunt: Hunt }) {
  const location = useGeolocation();
  const { points, locked } = useMemo(() => huntPoints(hunt), [hunt]);
  const { latitude, longitude, accuracy } = location;
  const user = useMemo(
    () => (latitude !== null && longitude !== null ? { latitude, longitude, accuracy } : null),
    [latitude, longitude, accuracy],
  );
  return (
    <div className="flex flex-col gap-2">
      <LazyMap
        user={user}
        points={points}
        label={m.hunts_map_of({ title: huntTitle(hunt.title) })}
      />
      {locked.length > 0 && (
        <p className="text-xs text-muted">
          {locked.length === 1
            ? m.hunts_map_locked_one({ step: locked[0]! })
            : m.hunts_map_locked_other({ steps: locked.join(', ') })}
        </p>
      )}
    </div>
  );
}
