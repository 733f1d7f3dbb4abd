import type { Hunt } from '@/shared/contract/endpoints/hunts';
import { countForm, m } from '@/web/i18n/i18n';

/** How a hunt is played, in a few words (issue 11 point 4: the viewer says which order). */
export function huntOrderLabel(hunt: Pick<Hunt, 'stepOrder' | 'requiredSteps' | 'totalSteps'>) {
  switch (hunt.stepOrder) {
    case 'linear':
      return m.hunts_order_linear();
    case 'free':
      return m.hunts_order_free();
    case 'some':
      return (
        countForm(hunt.totalSteps) === 'one' ? m.hunts_order_some_one : m.hunts_order_some_other
      )({
        required: hunt.requiredSteps,
        count: hunt.totalSteps,
      });
  }
}

/** 'Step 2 of 5' in order; otherwise how many of those needed are found. */
export function progressLabel(hunt: Hunt): string {
  const progress = hunt.progress;
  if (!progress) return stepCount(hunt.totalSteps);
  const found = progress.completedSteps.length;
  if (progress.isCompleted) return m.hunts_progress_completed();
  if (hunt.stepOrder === 'linear')
    return m.hunts_progress_step({ step: found + 1, total: hunt.totalSteps });
  return m.hunts_progress_found({ found, required: progress.requiredSteps });
}

/** '12 min', '1 h 5 min': the time since a player's first step. */
export function durationText(fromIso: string, to: Date = new Date()): string {
  const minutes = Math.max(0, Math.round((to.getTime() - new Date(fromIso).getTime()) / 60_000));
  if (minutes < 60) return m.hunts_duration_minutes({ minutes });
  return m.hunts_duration_hours({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** '1 step', '3 steps'. */
export function stepCount(count: number): string {
  return (countForm(count) === 'one' ? m.hunts_steps_count_one : m.hunts_steps_count_other)({
    count,
  });
}
