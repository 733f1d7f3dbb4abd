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
  const tooSmall = steps.findIndex(
    (step) => step.message.hasRewards && step.message.rewardAmount < 0.01,
  );
  if (tooSmall >= 0) {
    return {
      title: m.hunts_problem_title(),
      description: m.hunts_problem_reward({ number: tooSmall + 1, amount: formatEuros(0.01) }),
    };
  }
  return null;
}
