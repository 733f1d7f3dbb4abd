import type { Hunt } from '@/shared/contract/endpoints/hunts';
import type { Photo } from '@/shared/contract/endpoints/photos';
import { DISCOVERY_RANGE_M, NEARBY_RADIUS_KM, distanceKm } from '@/shared/rules/geo';
import { m } from '@/web/i18n/i18n';
import { huntTitle } from '@/web/features/hunts/model/hunt-title';

type Place = { latitude: number; longitude: number };

/** Something the user could discover where they stand: a message, or a hunt's step. */
export type NearTarget = Place & {
  /** Once per key, ever, on this device (alerted-keys.ts). */
  key: string;
  title: string;
  detail: string | null;
};

/**
 * What the user may discover among the nearby list's messages and the active steps of the
 * hunts offered to them: never their own, never what they found, never a message with no
 * discovery left or no text read yet. Only what those lists already carry, at their places.
 */
export function discoverableTargets(
  photos: readonly Photo[],
  hunts: readonly Hunt[],
): NearTarget[] {
  const messages = photos.flatMap((photo): NearTarget[] =>
    photo.isOwner ||
    photo.discoveredByMe ||
    photo.scansLeft <= 0 ||
    !photo.isAnalyzed ||
    photo.latitude === null ||
    photo.longitude === null
      ? []
      : [
          {
            key: `message:${photo.id}`,
            latitude: photo.latitude,
            longitude: photo.longitude,
            title: m.near_message_title(),
            detail: photo.locationLabel,
          },
        ],
  );
  const steps = hunts
    .filter((hunt) => !hunt.isOwner && hunt.isOpen && !hunt.isCompleted)
    .flatMap((hunt) =>
      hunt.waypoints.flatMap((step): NearTarget[] => {
        const photo = step.photo;
        if (step.state !== 'active' || !photo || photo.latitude === null) return [];
        if (photo.longitude === null) return [];
        return [
          {
            key: `step:${photo.id}`,
            latitude: photo.latitude,
            longitude: photo.longitude,
            title: m.near_step_title({ step: step.stepNumber, hunt: huntTitle(hunt.title) }),
            detail: photo.locationLabel,
          },
        ];
      }),
    );
  return [...messages, ...steps];
}

/** The targets within the discovery range of `position`, nearest first. */
export function targetsWithin(position: Place, targets: readonly NearTarget[]): NearTarget[] {
  return targets
    .map((target) => ({ target, metres: distanceKm(position, target) * 1000 }))
    .filter(({ metres }) => metres <= DISCOVERY_RANGE_M)
    .sort((a, b) => a.metres - b.metres)
    .map(({ target }) => target);
}

/**
 * The nearby list answers for 5 km around the place it was asked for: it still holds every
 * message within 100 m of the user until they move more than 4.9 km away from that place.
 * Asked again from 2 km on, so a walk never outruns it.
 */
export const REANCHOR_KM = 2;
export function needsNewAnchor(anchor: Place | null, position: Place): boolean {
  return anchor === null || distanceKm(anchor, position) > Math.min(REANCHOR_KM, NEARBY_RADIUS_KM);
}
