import type { Hunt } from '@/shared/contract/endpoints/hunts';
import { createIdbStore } from '@/web/lib/idb-store';

/**
 * A hunt's active step as the player needs it outdoors, on poor signal (issue 21): its photo,
 * its clue and hints, and its place. Kept on the phone each time the hunts are read online, and
 * shown when they cannot be. Only what the player was already shown, only active steps (never a
 * locked one's anything, never a step's secret), per user.
 */
export type OfflineStep = {
  huntId: number;
  huntTitle: string;
  stepNumber: number;
  totalSteps: number;
  imageUrl: string;
  photo: Blob | null;
  clue: string | null;
  hints: string[];
  latitude: number | null;
  longitude: number | null;
  place: string | null;
  /** When the hunts were last read with a connection (ISO 8601). */
  savedAt: string;
};

/** The active steps of the hunts a player plays (not their own), photo not yet fetched. */
export function activeStepsOf(hunts: Hunt[], savedAt: Date): OfflineStep[] {
  return hunts.flatMap((hunt) =>
    hunt.isOwner
      ? []
      : hunt.waypoints.flatMap((step) => {
          const photo = step.photo;
          if (step.state !== 'active' || !photo) return [];
          return [
            {
              huntId: hunt.id,
              huntTitle: hunt.title,
              stepNumber: step.stepNumber,
              totalSteps: hunt.totalSteps,
              imageUrl: photo.imageUrl,
              photo: null,
              clue: photo.publicDescription,
              hints: photo.hints,
              latitude: photo.latitude,
              longitude: photo.longitude,
              place: photo.locationLabel ?? photo.location,
              savedAt: savedAt.toISOString(),
            },
          ];
        }),
  );
}

const store = createIdbStore<OfflineStep[]>('underprint-hunt-steps');

/**
 * Keeps the user's active steps, replacing what was kept: a step completed or a hunt ended
 * since goes. A photo already kept for the same image is reused; a new one is fetched once.
 */
export async function keepActiveSteps(userId: number, hunts: Hunt[]): Promise<void> {
  const kept = new Map(
    ((await store.get(String(userId))) ?? []).map((step) => [step.imageUrl, step.photo]),
  );
  const steps = await Promise.all(
    activeStepsOf(hunts, new Date()).map(async (step) => {
      let photo = kept.get(step.imageUrl) ?? null;
      if (!photo) {
        const response = await fetch(step.imageUrl, { credentials: 'include' }).catch(() => null);
        photo = response?.ok ? await response.blob() : null;
      }
      return { ...step, photo };
    }),
  );
  await store.set(String(userId), steps);
}

export async function readActiveSteps(userId: number): Promise<OfflineStep[]> {
  return (await store.get(String(userId))) ?? [];
}

/** Signing out forgets them: they are the player's, and the phone may be shared. */
export function forgetActiveSteps(userId: number): Promise<void> {
  return store.delete(String(userId));
}
