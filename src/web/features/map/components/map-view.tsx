// Loaded only when a map is opened (lazy-map.tsx imports this file dynamically): Leaflet and
// its stylesheet are their own chunk, and no other screen pays for them.
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '@/web/features/map/components/map-view.css';
import { useEffect, useRef } from 'react';
import { DISCOVERY_RANGE_M } from '@/shared/rules/geo';
import { POINT_STYLES, type MapPoint } from '@/web/features/map/model/map-points';
import { m } from '@/web/i18n/i18n';

export type MapUser = { latitude: number; longitude: number; accuracy: number | null };
export type MapTiles = { url: string; attribution: string } | null;

export type MapViewProps = {
  /** The device's position: drawn with its accuracy and the 100 m discovery circle. */
  user: MapUser | null;
  points: readonly MapPoint[];
  /** From MAP_TILE_URL; null: markers and circles on a plain background. */
  tiles: MapTiles;
  /** The map's accessible name, e.g. 'Map of hidden messages nearby'. */
  label: string;
};

const USER_COLOUR = '#60a5fa';
const MAX_ZOOM = 19;

/** The markers: circles and numbered labels drawn by the browser, no image fetched. */
function drawPoint(point: MapPoint): L.Layer {
  const { colour } = POINT_STYLES[point.status];
  if (point.step !== undefined) {
    return L.marker([point.latitude, point.longitude], {
      icon: L.divIcon({
        className: `map-step map-marker map-marker--${point.status}`,
        html: `<span style="background:${colour}">${point.step}</span>`,
        iconSize: [28, 28],
      }),
      title: point.label,
      keyboard: true,
    });
  }
  return L.circleMarker([point.latitude, point.longitude], {
    radius: 9,
    color: '#0b0b0f',
    weight: 2,
    fillColor: colour,
    fillOpacity: 0.95,
    className: `map-marker map-marker--${point.status}`,
  }).bindTooltip(
    m.map_point_tooltip({ label: point.label, status: POINT_STYLES[point.status].legend() }),
  );
}

function drawUser(user: MapUser): L.Layer[] {
  const at: L.LatLngExpression = [user.latitude, user.longitude];
  const layers: L.Layer[] = [
    L.circle(at, {
      radius: DISCOVERY_RANGE_M,
      color: '#fbbf24',
      weight: 2,
      dashArray: '6 6',
      fill: false,
      interactive: false,
      className: 'map-discovery-circle',
    }),
    L.circleMarker(at, {
      radius: 7,
      color: '#fafafa',
      weight: 2,
      fillColor: USER_COLOUR,
      fillOpacity: 1,
      className: 'map-user',
    }).bindTooltip(m.map_you_are_here()),
  ];
  if (user.accuracy !== null && user.accuracy > 0) {
    layers.unshift(
      L.circle(at, {
        radius: user.accuracy,
        color: USER_COLOUR,
        weight: 1,
        fillColor: USER_COLOUR,
        fillOpacity: 0.12,
        interactive: false,
        className: 'map-accuracy-circle',
      }),
    );
  }
  return layers;
}

export function MapView({ user, points, tiles, label }: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const overlay = useRef<L.LayerGroup | null>(null);
  const fittedTo = useRef<string | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = L.map(element, { zoomControl: true, attributionControl: true });
    if (tiles) {
      L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: MAX_ZOOM }).addTo(created);
    }
    overlay.current = L.layerGroup().addTo(created);
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      overlay.current = null;
      fittedTo.current = null;
    };
  }, [tiles]);

  useEffect(() => {
    const current = map.current;
    const group = overlay.current;
    if (!current || !group) return;
    group.clearLayers();
    for (const layer of user ? drawUser(user) : []) group.addLayer(layer);
    for (const point of points) group.addLayer(drawPoint(point));

    // Framed once per set of markers, so a new fix does not undo the user's own zoom.
    const key = points.map((point) => point.id).join(',') + (user ? ':user' : '');
    if (fittedTo.current === key) return;
    fittedTo.current = key;
    const places: L.LatLngExpression[] = points.map((point) => [point.latitude, point.longitude]);
    if (user) {
      const around = L.latLng(user.latitude, user.longitude).toBounds(DISCOVERY_RANGE_M * 2.5);
      places.push(around.getNorthWest(), around.getSouthEast());
    }
    if (places.length === 0) current.setView([0, 0], 1);
    else current.fitBounds(L.latLngBounds(places), { padding: [24, 24], maxZoom: 17 });
  }, [user, points]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      className="underprint-map h-72 w-full overflow-hidden rounded-2xl border border-border"
    />
  );
}
