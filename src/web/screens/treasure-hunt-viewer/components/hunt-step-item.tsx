import { CheckCircle2, Circle, Lock, Lightbulb } from 'lucide-react';
import type { Hunt, HuntWaypoint } from '@/shared/contract/endpoints/hunts';
import { formatEuros, m } from '@/web/i18n/i18n';
import { Button } from '@/web/components/ui/button';
import { useRevealHint } from '@/web/features/hunts/api/reveal-hint';
import { lockedStepWords } from '@/web/features/hunts/model/locked-step';
import { LinkifiedText } from '@/web/features/photos/components/linkified-text';
import { PhotoImage } from '@/web/features/photos/components/photo-image';
import { toastOutcome } from '@/web/lib/toast-outcome';

const stateWords = {
  completed: { label: m.hunts_state_completed, icon: CheckCircle2, className: 'text-primary' },
  active: { label: m.hunts_state_active, icon: Circle, className: 'text-fg' },
  locked: { label: m.hunts_state_locked, icon: Lock, className: 'text-muted' },
  creator: { label: m.hunts_yours, icon: Circle, className: 'text-muted' },
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
        {m.hunts_step({ number: step.stepNumber })}
        <span className={`ml-auto text-xs ${words.className}`}>
          {locked?.label ?? words.label()}
        </span>
      </p>
      {locked || !photo ? (
        <p className="text-sm text-muted">{locked?.text}</p>
      ) : (
        <>
          <PhotoImage
            src={photo.imageUrl}
            alt={m.hunts_step_photo({ step: step.stepNumber })}
            className="aspect-[4/3] w-full rounded-lg object-cover"
            fallbackText={m.hunts_photo_unavailable()}
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
              <span className="font-semibold">{m.hunts_message_label()} </span>
              {photo.hiddenMessage}
            </p>
          )}
          {photo.hints.map((hint, index) => (
            <p key={index} className="flex items-start gap-2 text-sm">
              <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {m.hunts_hint_text({ number: index + 1, hint })}
            </p>
          ))}
          {photo.hasRewards && (
            <p className="text-sm text-muted">
              {(step.state === 'completed' ? m.hunts_reward_won : m.hunts_reward_step)({
                amount: formatEuros(photo.rewardPerScan),
              })}
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
                      title: m.hunts_hint_revealed_title(),
                      description: m.hunts_hint_revealed_text(),
                    },
                    failure: {
                      title: m.hunts_hint_failed_title(),
                      fallback: m.hunts_hint_failed_text(),
                    },
                  }),
                )
              }
            >
              <Lightbulb aria-hidden="true" />
              {m.hunts_reveal_hint({
                number: photo.hints.length + 1,
                percent: hunt.hintCostPercent,
              })}
            </Button>
          )}
        </>
      )}
    </li>
  );
}
