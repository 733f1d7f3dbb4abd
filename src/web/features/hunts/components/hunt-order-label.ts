import type { Hunt } from '@/shared/contract/endpoints/hunts';
import { countOf } from '@/shared/rules/plural';

/** How a hunt is played, in a few words (issue 11 point 4: the viewer says which order). */
export function huntOrderLabel(hunt: Pick<Hunt, 'stepOrder' | 'requiredSteps' | 'totalSteps'>) {
  switch (hunt.stepOrder) {
    case 'linear':
      return 'Steps in order';
    case 'free':
      return 'Steps in any order';
    case 'some':
      return `Any ${hunt.requiredSteps} of ${countOf(hunt.totalSteps, 'step')}`;
  }
}

/** 'Step 2 of 5' in order; otherwise how many of those needed are found. */
export function progressLabel(hunt: Hunt): string {
  const progress = hunt.progress;
  if (!progress) return countOf(hunt.totalSteps, 'step');
  const found = progress.completedSteps.length;
  if (progress.isCompleted) return 'Completed';
  if (hunt.stepOrder === 'linear') return `Step ${found + 1} of ${hunt.totalSteps}`;
  return `${found} of ${progress.requiredSteps} found`;
}

/** '12 min', '1 h 5 min': the time since a player's first step. */
export function durationText(fromIso: string, to: Date = new Date()): string {
  const minutes = Math.max(0, Math.round((to.getTime() - new Date(fromIso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}
