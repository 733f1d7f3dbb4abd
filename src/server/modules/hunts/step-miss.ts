import type { Clock } from '@/server/lib/clock';
import type { Db } from '@/server/db/client';
import type { ExplainStep } from '@/server/modules/scan/scan.service';
import * as repo from './hunts.repository';

/**
 * The hunts module's words on a step scanned at its place out of turn (issue 19): which hunt,
 * which step, and why not now, judged in the order the turn rule (visibility's stepTurn) fails:
 * finished, outside the time window, then, in linear order, the step to find before it. Only
 * for a hunt the viewer may play; anything else stays as silent as a scan of nothing.
 */
export function createStepExplainer({ db, clock }: { db: Db; clock: Clock }): ExplainStep {
  return async (viewer, step) => {
    if (step.huntId === null || step.huntStep === null) return null;
    const [hunt, meantForViewer, found, completions] = await Promise.all([
      repo.findHunt(db, step.huntId),
      repo.isHuntFor(db, step.huntId, viewer.id),
      repo.foundSteps(db, viewer.id, [step.huntId]),
      repo.completionsOf(db, viewer.id, [step.huntId]),
    ]);
    if (!hunt || !meantForViewer || hunt.creatorId === viewer.id) return null;
    const now = clock.now();
    const miss = { kind: 'huntStep' as const, huntTitle: hunt.title, stepNumber: step.huntStep };
    if (completions.length > 0 || found.length >= hunt.requiredSteps) {
      return { ...miss, reason: 'finished', firstStep: null };
    }
    if (hunt.startsAt && now < hunt.startsAt)
      return { ...miss, reason: 'notStarted', firstStep: null };
    if (hunt.endsAt && hunt.endsAt <= now) return { ...miss, reason: 'ended', firstStep: null };
    if (hunt.stepOrder === 'linear' && step.huntStep !== found.length + 1) {
      return { ...miss, reason: 'order', firstStep: found.length + 1 };
    }
    return null;
  };
}
