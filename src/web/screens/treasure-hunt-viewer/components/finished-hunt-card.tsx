import { ChevronDown, Trophy } from 'lucide-react';
import { useState } from 'react';
import type { Hunt } from '@/shared/contract/endpoints/hunts';
import { Button } from '@/web/components/ui/button';
import { durationText, huntOrderLabel } from '@/web/features/hunts/components/hunt-order-label';
import { formatDate } from '@/web/lib/format-date';
import { HuntLeaderboard } from '@/web/screens/treasure-hunt-viewer/components/hunt-leaderboard';
import { HuntStepItem } from '@/web/screens/treasure-hunt-viewer/components/hunt-step-item';
import { m } from '@/web/i18n/i18n';
import { huntTitle } from '@/web/features/hunts/model/hunt-title';

/**
 * A hunt the player finished: no longer offered above (SPEC 4), kept here for its leaderboard,
 * shown at once, and the steps they found, behind a button.
 */
export function FinishedHuntCard({ hunt }: { hunt: Hunt }) {
  const [showSteps, setShowSteps] = useState(false);
  const { startedAt, finishedAt } = hunt.progress ?? {};
  return (
    <article
      aria-label={huntTitle(hunt.title)}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <header className="flex flex-col gap-1">
        <h3 className="flex items-center gap-2 font-semibold">
          <Trophy aria-hidden="true" className="size-4 text-primary" />
          {huntTitle(hunt.title)}
        </h3>
        <p className="text-sm text-muted">
          {m.hunts_by({ nickname: hunt.createdBy?.nickname ?? m.hunts_unknown_user() })} ·{' '}
          {huntOrderLabel(hunt)}
        </p>
        {startedAt && finishedAt && (
          <p className="text-sm">
            {m.hunts_finished_on({
              date: formatDate(finishedAt),
              duration: durationText(startedAt, new Date(finishedAt)),
            })}
          </p>
        )}
      </header>
      <HuntLeaderboard huntId={hunt.id} defaultOpen />
      <Button variant="ghost" aria-expanded={showSteps} onClick={() => setShowSteps(!showSteps)}>
        <ChevronDown aria-hidden="true" className={showSteps ? 'rotate-180' : ''} />
        {showSteps ? m.hunts_hide_steps() : m.hunts_show_steps()}
      </Button>
      {showSteps && (
        <ol
          aria-label={m.hunts_steps_of({ title: huntTitle(hunt.title) })}
          className="flex flex-col gap-2"
        >
          {hunt.waypoints.map((step) => (
            <HuntStepItem key={step.stepNumber} hunt={hunt} step={step} />
          ))}
        </ol>
      )}
    </article>
  );
}
