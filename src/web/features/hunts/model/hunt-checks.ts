import { centsToEuros, eurosToCents, minimumRewardCents } from '@/shared/rules/money';
import type { ToastOptions } from '@/web/components/ui/use-toast';
import type { HuntStepDraft } from '@/web/features/hunts/model/hunt-editor';
import { formatEuros, m } from '@/web/i18n/i18n';

/** SPEC 5 'Hunt': a step needs a photo and its position, and text or a PDF as its type says. */
export function isStepComplete(step: HuntStepDraft): boolean {
  const { message } = step;
  const hasContent =
    message.messageType === 'text' ? message.hiddenMessage.trim() !== '' : message.pdf !== null;
  return message.image !== null && step.position !== null && hasContent;
}

/**
 * The first reason the hunt cannot be published, in the document's words, or null. The server
 * judges the same again; this only saves a round trip.
 */
export function findHuntProblem(steps: HuntStepDraft[]): ToastOptions | null {
  if (steps.length === 0) {
    return { title: m.hunts_problem_title(), description: m.hunts_problem_no_steps() };
  }
  const missing = steps
    .map((step, index) => ({ step, number: index + 1 }))
    .filter(({ step }) => !isStepComplete(step));
  if (missing.length > 0) {
    return {
      title: m.hunts_problem_title(),
      description: m.hunts_problem_missing({
        steps: missing.map(({ number }) => m.hunts_step({ number })).join(', '),
      }),
    };
  }
  // A cent for each discovery at the least, as the server judges (a 0-cent share is never paid).
  const tooSmall = steps.findIndex(
    ({ message }) =>
      message.hasRewards &&
      eurosToCents(message.rewardAmount) < minimumRewardCents(message.maxScans),
  );
  if (tooSmall >= 0) {
    const least = minimumRewardCents(steps[tooSmall]!.message.maxScans);
    return {
      title: m.hunts_problem_title(),
      description: m.hunts_problem_reward({
        number: tooSmall + 1,
        amount: formatEuros(centsToEuros(least)),
      }),
    };
  }
  return null;
}
