import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '@/web/components/ui/spinner';
import { usePublicConfig } from '@/web/features/platform/api/get-public-config';
import { MapLegend } from '@/web/features/map/components/map-legend';
import type { MapViewProps } from '@/web/features/map/components/map-view';
import { m } from '@/web/i18n/i18n';

// Its own chunk, with Leaflet and its stylesheet: fetched the first time a map is opened.
const MapView = lazy(async () => ({
  default: (await import('@/web/features/map/components/map-view')).MapView,
}));

/** A map that could not load (its chunk, offline) says so in place of itself. */
class MapFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return (
        <p role="alert" className="rounded-2xl border border-border p-4 text-sm text-muted">
          {m.map_load_failed()}
        </p>
      );
    }
    return this.props.children;
  }
}

function MapLoading() {
  return (
    <p
      role="status"
      className="flex h-72 items-center justify-center gap-2 rounded-2xl border border-border text-sm text-muted"
    >
      <Spinner className="text-primary" />
      {m.map_loading()}
    </p>
  );
}

/** The map with its legend, its tiles as the installation says (MAP_TILE_URL). */
export function LazyMap(props: Omit<MapViewProps, 'tiles'>) {
  const config = usePublicConfig();
  return (
    <div className="flex flex-col gap-2">
      <MapFailure>
        {config.isPending ? (
          <MapLoading />
        ) : (
          <Suspense fallback={<MapLoading />}>
            {/* Without the installation's word (a failed config call) the map has no tiles. */}
            <MapView {...props} tiles={config.data?.mapTiles ?? null} />
          </Suspense>
        )}
      </MapFailure>
      <MapLegend withUser={props.user !== null} />
    </div>
  );
}
