import { Lightbulb, MapPin, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { StoredThumbnail } from '@/web/features/outbox/components/stored-thumbnail';
import { readActiveSteps, type OfflineStep } from '@/web/features/hunts/model/offline-steps';
import { formatDateTime } from '@/web/lib/format-date';
import { m } from '@/web/i18n/i18n';
import { huntTitle } from '@/web/features/hunts/model/hunt-title';

/**
 * The player's active steps as kept on the phone the last time the hunts were read (issue 21):
 * shown when they cannot be read now, so a hunt goes on without signal. Scanning a step
 * offline keeps the scan in the outbox like any other.
 */
export function OfflineHuntSteps({ userId }: { userId: number }) {
  const [steps, setSteps] = useState<OfflineStep[] | null>(null);
  useEffect(() => {
    let current = true;
    readActiveSteps(userId)
      .then((kept) => current && setSteps(kept))
      .catch(() => current && setSteps([]));
    return () => {
      current = false;
    };
  }, [userId]);
  if (!steps || steps.length === 0) return null;
  return (
    <section aria-labelledby="offline-steps-heading" className="flex flex-col gap-3">
      <h2 id="offline-steps-heading" className="flex items-center gap-2 text-lg font-semibold">
        <WifiOff aria-hidden="true" className="size-4" />
        {m.hunts_offline_heading()}
      </h2>
      <p className="text-sm text-muted">
        {m.hunts_offline_as_of({ date: formatDateTime(steps[0]!.savedAt) })}
      </p>
      {steps.map((step) => (
        <article
          key={`${step.huntId}:${step.stepNumber}`}
          aria-label={m.hunts_offline_step_label({
            title: huntTitle(step.huntTitle),
            step: step.stepNumber,
          })}
          className="flex flex-col gap-2 rounded-2xl border border-border bg-surface p-4"
        >
          <h3 className="font-semibold break-words">
            {m.hunts_offline_step_heading({
              title: huntTitle(step.huntTitle),
              step: step.stepNumber,
              total: step.totalSteps,
            })}
          </h3>
          {step.photo ? (
            <StoredThumbnail
              photo={step.photo}
              alt={m.hunts_step_photo({ step: step.stepNumber })}
              className="aspect-[4/3] w-full rounded-lg bg-surface-raised object-cover"
            />
          ) : (
            <p className="text-sm text-muted">{m.hunts_offline_no_photo()}</p>
          )}
          {step.clue && <p className="text-sm">{step.clue}</p>}
          {step.hints.map((hint, index) => (
            <p key={index} className="flex items-start gap-2 text-sm">
              <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              {m.hunts_hint_text({ number: index + 1, hint })}
            </p>
          ))}
          {step.latitude !== null && step.longitude !== null && (
            <p className="flex items-center gap-2 text-sm">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {step.place ? `${step.place} · ` : ''}
              {step.latitude.toFixed(4)}, {step.longitude.toFixed(4)}
            </p>
          )}
        </article>
      ))}
    </section>
  );
}
