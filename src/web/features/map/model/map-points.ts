import type { Hunt } from '@/shared/contract/endpoints/hunts';
import type { Photo } from '@/shared/contract/endpoints/photos';
import { m } from '@/web/i18n/i18n';

/**
 * What a marker says about a message for this viewer: `open` they may discover it, `found`
 * they did, `own` they hid it, `closed` nobody can discover it now (every discovery taken, or
 * its text not read yet).
 */
export type PointStatus = 'open' | 'found' | 'own' | 'closed';

export type MapPoint = {
  id: string;
  latitude: number;
  longitude: number;
  status: PointStatus;
  /** What the marker's tooltip and accessible name say. */
  label: string;
  /** A hunt's step number, drawn inside its marker. */
  step?: number;
};

/** Colours on the dark canvas, each with its legend's words (read in the language in use). */
export const POINT_STYLES: Record<PointStatus, { colour: string; legend: () => string }> = {
  open: { colour: '#fbbf24', legend: m.map_status_open },
  found: { colour: '#22c55e', legend: m.map_status_found },
  own: { colour: '#38bdf8', legend: m.map_status_own },
  closed: { colour: '#71717a', legend: m.map_status_closed },
};

function photoStatus(photo: Photo): PointStatus {
  if (photo.isOwner) return 'own';
  if (photo.discoveredByMe) return 'found';
  if (photo.scansLeft <= 0 || !photo.isAnalyzed) return 'closed';
  return 'open';
}

/**
 * The nearby list's messages as markers: only what the list itself holds, at the place the
 * list already shows, so the map reveals nothing the server did not send for the list.
 */
export function messagePoints(photos: readonly Photo[]): MapPoint[] {
  return photos.flatMap((photo) =>
    photo.latitude === null || photo.longitude === null
      ? []
      : [
          {
            id: `message-${photo.id}`,
            latitude: photo.latitude,
            longitude: photo.longitude,
            status: photoStatus(photo),
            label: photo.locationLabel ?? m.map_hidden_message(),
          },
        ],
  );
}

export type HuntMap = {
  points: MapPoint[];
  /** Steps with no place to show: a locked step's place never reaches a player. */
  locked: number[];
};

/** A hunt's steps as markers: found, to discover now, or the creator's; locked ones unplaced. */
export function huntPoints(hunt: Hunt): HuntMap {
  const points: MapPoint[] = [];
  const locked: number[] = [];
  for (const step of hunt.waypoints) {
    const photo = step.photo;
    if (step.state === 'locked' || !photo || photo.latitude === null || photo.longitude === null) {
      locked.push(step.stepNumber);
      continue;
    }
    const status: PointStatus =
      step.state === 'creator' ? 'own' : step.state === 'completed' ? 'found' : 'open';
    points.push({
      id: `step-${hunt.id}-${step.stepNumber}`,
      latitude: photo.latitude,
      longitude: photo.longitude,
      status,
      label: m.map_step_label({ step: step.stepNumber, status: POINT_STYLES[status].legend() }),
      step: step.stepNumber,
    });
  }
  return { points, locked };
}
