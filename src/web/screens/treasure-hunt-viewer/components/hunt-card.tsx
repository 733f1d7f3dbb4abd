import { Share2 } from 'lucide-react';
import type { Hunt } from '@/shared/contract/endpoints/hunts';
import { countForm, formatEuros, m } from '@/web/i18n/i18n';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import {
  durationText,
  huntOrderLabel,
  progressLabel,
} from '@/web/features/hunts/components/hunt-order-label';
import { HuntMapToggle } from '@/web/screens/treasure-hunt-viewer/components/hunt-map';
import { HuntLeaderboard } from '@/web/screens/treasure-hunt-viewer/components/hunt-leaderboard';
import { HuntStepItem } from '@/web/screens/treasure-hunt-viewer/components/hunt-step-item';
import { formatDateTime } from '@/web/lib/format-date';
import { huntTitle } from '@/web/features/hunts/model/hunt-title';

/** A player's figures: where they are, what is left to win, how long they have taken. */
function PlayerFigures({ hunt }: { hunt: Hunt }) {
  const progress = hunt.progress;
  return (
    <dl className="grid grid-cols-3 gap-2 text-sm">
      <div className="rounded-lg bg-canvas px-2 py-1">
        <dt className="text-xs text-muted">{m.hunts_progress()}</dt>
        <dd className="font-semibold">{progressLabel(hunt)}</dd>
      </div>
      <div className="rounded-lg bg-canvas px-2 py-1">
        <dt className="text-xs text-muted">{m.hunts_still_to_win()}</dt>
        <dd className="font-semibold">{formatEuros(progress?.rewardToWin ?? 0)}</dd>
      </div>
      <div className="rounded-lg bg-canvas px-2 py-1">
        <dt className="text-xs text-muted">{m.hunts_time()}</dt>
        <dd className="font-semibold">
          {progress?.startedAt ? durationText(progress.startedAt) : m.hunts_not_started()}
        </dd>
      </div>
    </dl>
  );
}

/**
 * One hunt: its order, its steps and its leaderboard, with the player's progress, or, on the
 * creator's own hunt (marked 'Yours'), how many finished it.
 */
export function HuntCard({ hunt }: { hunt: Hunt }) {
  const share = async () => {
    try {
      await navigator.clipboard.writeText(hunt.shareUrl);
      toast({ title: m.hunts_link_copied_title(), description: m.hunts_link_copied_text() });
    } catch {
      toast({
        variant: 'destructive',
        title: m.hunts_copy_failed_title(),
        description: m.hunts_copy_failed_text(),
      });
    }
  };
  return (
    <article
      aria-label={huntTitle(hunt.title)}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <header className="flex flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 text-lg font-semibold break-words">{huntTitle(hunt.title)}</h2>
          {hunt.isOwner && (
            <span className="shrink-0 rounded-full border border-primary px-2 py-0.5 text-xs font-medium text-primary">
              {m.hunts_yours()}
            </span>
          )}
        </div>
        <p className="text-sm text-muted">
          {m.hunts_by({
            nickname: hunt.isOwner
              ? m.hunts_by_you()
              : (hunt.createdBy?.nickname ?? m.hunts_unknown_user()),
          })}{' '}
          · {huntOrderLabel(hunt)}
        </p>
        {hunt.description && <p className="text-sm">{hunt.description}</p>}
      </header>
      {hunt.isOwner ? (
        <p className="text-sm text-muted">
          {(countForm(hunt.finishers) === 'one' ? m.hunts_finishers_one : m.hunts_finishers_other)({
            count: hunt.finishers,
          })}
        </p>
      ) : (
        <PlayerFigures hunt={hunt} />
      )}
      {hunt.endsAt && (
        <p className="text-xs text-muted">
          {m.hunts_open_until({ date: formatDateTime(hunt.endsAt) })}
        </p>
      )}
      <ol
        aria-label={m.hunts_steps_of({ title: huntTitle(hunt.title) })}
        className="flex flex-col gap-2"
      >
        {hunt.waypoints.map((step) => (
          <HuntStepItem key={step.stepNumber} hunt={hunt} step={step} />
        ))}
      </ol>
      <HuntMapToggle hunt={hunt} />
      <div className="grid grid-cols-2 gap-2">
        <HuntLeaderboard huntId={hunt.id} />
        <Button variant="secondary" onClick={() => void share()}>
          <Share2 aria-hidden="true" />
          {m.hunts_share()}
        </Button>
      </div>
    </article>
  );
}
