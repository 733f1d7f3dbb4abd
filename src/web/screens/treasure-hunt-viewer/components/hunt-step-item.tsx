import { CheckCircle2, Circle, Lock, Lightbulb } from 'lucide-react';
import type { Hunt, HuntWaypoint } from '@/shared/contract/endpoints/hunts';
import { formatEuros } from '@/web/i18n/i18n';
import { Button } from '@/web/components/ui/button';
import { useRevealHint } from '@/web/features/hunts/api/reveal-hint';
import { lockedStepWords } from '@/web/features/hunts/model/locked-step';
import { LinkifiedText } from '@/web/features/photos/components/linkified-text';
import { PhotoImage } from '@/web/features/photos/components/photo-image';
import { toastOutcome } from '@/web/lib/toast-outcome';

const stateWords = {
  completed: { label: 'Completed', icon: CheckCircle2, className: 'text-primary' },
  active: { label: 'Active', icon: Circle, className: 'text-fg' },
  locked: { label: 'Locked', icon: Lock, className: 'text-muted' },
  creator: { label: 'Yours', icon: Circle, className: 'text-muted' },
} as const;

/**
 * One step as SPEC 4 draws it: locked, active or completed; the image and the message only for
 * active and completed steps, a locked one says why (lockedStepWords). An active step offers its
 * hints, each for a share of its reward.
 */
export function HuntStepItem({ hunt, step }: { hunt: Hunt; step: HuntWaypoint }) {
  const reveal = useRevealHint();
  const photo = step.photo;
  const locked = step.state === 'locked' || !photo ? lockedStepWords(hunt) : null;
  const words = stateWords[step.state];
  const Icon = words.icon;
  const hintsLeft = photo ? photo.hintCount - photo.hints.length : 0;

  return (
    <li className="flex flex-col gap-2 rounded-xl border border-border bg-canvas p-3">
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Icon aria-hidden="true" className={`size-4 ${words.className}`} />
        Step {step.stepNumber}
        <span className={`ml-auto text-xs ${words.className}`}>{locked?.label ?? words.label}</span>
      </p>
      {locked || !photo ? (
        <p className="text-sm text-muted">{locked?.text}</p>
      ) : (
        <>
          <PhotoImage
            src={photo.imageUrl}
            alt={`Photo of step ${step.stepNumber}`}
            className="aspect-[4/3] w-full rounded-lg object-cover"
            fallbackText="Photo not available"
          />
          {photo.publicDescription && (
            <p className="text-sm">
              <LinkifiedText text={photo.publicDescription} />
            </p>
          )}
          {photo.latitude !== null && photo.longitude !== null && (
            <a
              className="text-sm text-primary underline-offset-4 hover:underline"
              href={`https://www.google.com/maps?q=${photo.latitude},${photo.longitude}`}
              target="_blank"
              rel="noreferrer"
            >
              {photo.latitude.toFixed(4)}, {photo.longitude.toFixed(4)}
            </a>
          )}
          {step.state === 'completed' && photo.hiddenMessage && (
            <p className="rounded-lg bg-surface-raised p-2 text-sm">
              <span className="font-semibold">Message: </span>
              {photo.hiddenMessage}
            </p>
          )}
          {photo.hints.map((hint, index) => (
            <p key={index} className="flex items-start gap-2 text-sm">
              <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              Hint {index + 1}: {hint}
            </p>
          ))}
          {photo.hasRewards && (
            <p className="text-sm text-muted">
              Reward {step.state === 'completed' ? 'won' : 'for this step'}:{' '}
              {formatEuros(photo.rewardPerScan)}
            </p>
          )}
          {step.state === 'active' && hintsLeft > 0 && (
            <Button
              variant="secondary"
              disabled={reveal.isPending}
              onClick={() =>
                reveal.mutate(
                  { huntId: hunt.id, step: step.stepNumber },
                  toastOutcome({
                    success: {
                      title: 'Hint Revealed',
                      description: 'Your reward for this step is lower now.',
                    },
                    failure: { title: 'Hint Failed', fallback: 'Could not reveal the hint.' },
                  }),
                )
              }
            >
              <Lightbulb aria-hidden="true" />
              Reveal hint {photo.hints.length + 1} (−{hunt.hintCostPercent}% reward)
            </Button>
          )}
        </>
      )}
    </li>
  );
}
