import { ChevronDown, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Hunt } from '@/shared/contract/endpoints/hunts';
import { countForm, formatEuros, m } from '@/web/i18n/i18n';
import { QueryList } from '@/web/components/query-list';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { toast } from '@/web/components/ui/use-toast';
import { useDeleteHunt } from '@/web/features/hunts/api/delete-hunt';
import { useMyHunts } from '@/web/features/hunts/api/get-my-hunts';
import { huntOrderLabel } from '@/web/features/hunts/components/hunt-order-label';
import { ShareLinkDialog } from '@/web/features/photos/components/lazy-dialogs';
import { serverMessage } from '@/web/lib/api-client';
import { huntTitle } from '@/web/features/hunts/model/hunt-title';

type MyHuntProps = {
  hunt: Hunt;
  /** Held by the list: a deleted hunt leaves it before its toast could show from here. */
  remove: ReturnType<typeof useDeleteHunt>;
};

function MyHunt({ hunt, remove }: MyHuntProps) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [sharing, setSharing] = useState(false);
  const deleting = remove.isPending && remove.variables === hunt.id;
  const destroy = () =>
    remove.mutate(hunt.id, {
      onSuccess: () =>
        toast({
          title: m.myspace_hunt_deleted(),
          description: m.myspace_hunt_deleted_text(),
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: m.myspace_hunt_delete_failed(),
          description: serverMessage(error, m.myspace_try_again_text()),
        }),
    });
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-canvas p-3">
      <div className="flex items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{huntTitle(hunt.title)}</p>
          <p className="text-xs text-muted">
            {(countForm(hunt.totalSteps) === 'one'
              ? m.myspace_hunt_summary_one
              : m.myspace_hunt_summary_other)({
              count: hunt.totalSteps,
              order: huntOrderLabel(hunt),
              finishers: hunt.finishers,
            })}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-expanded={open}
          aria-label={
            open
              ? m.myspace_hide_waypoints({ title: huntTitle(hunt.title) })
              : m.myspace_show_waypoints({ title: huntTitle(hunt.title) })
          }
          onClick={() => setOpen(!open)}
        >
          <ChevronDown aria-hidden="true" className={open ? 'rotate-180' : ''} />
        </Button>
      </div>
      {open && (
        <ol className="flex flex-col gap-1 text-sm">
          {hunt.waypoints.map((step) => (
            <li key={step.stepNumber} className="rounded bg-surface px-2 py-1">
              <span className="font-semibold">
                {m.myspace_step_label({ step: step.stepNumber })}
              </span>{' '}
              {step.photo?.hiddenMessage ?? step.photo?.pdfFileName ?? ''}
              {step.photo && (
                <span className="block text-xs text-muted">
                  {m.myspace_step_found({
                    current: step.photo.currentScans,
                    max: step.photo.maxScans,
                  })}
                  {step.photo.hasRewards &&
                    ` · ${m.myspace_per_finder({ amount: formatEuros(step.photo.rewardPerScan) })}`}
                  {step.photo.hints.length > 0 &&
                    ` · ${(countForm(step.photo.hints.length) === 'one' ? m.myspace_hints_one : m.myspace_hints_other)({ count: step.photo.hints.length })}`}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {confirming ? (
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={deleting}>
            {m.myspace_cancel()}
          </Button>
          <Button onClick={destroy} disabled={remove.isPending} variant="destructive">
            {deleting ? m.myspace_deleting() : m.myspace_delete_hunt()}
          </Button>
        </div>
      ) : (
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setSharing(true)}>
            <Share2 aria-hidden="true" />
            {m.myspace_share()}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {m.myspace_delete()}
          </Button>
        </div>
      )}
      <ShareLinkDialog
        link={hunt.shareUrl}
        title={m.myspace_share_hunt_title()}
        description={
          // A hunt with a private step is offered to that step's target alone (decision 013).
          hunt.waypoints.some((step) => step.photo?.isPrivate)
            ? m.myspace_share_private()
            : m.myspace_share_public()
        }
        text={m.myspace_share_text()}
        open={sharing}
        onOpenChange={setSharing}
      />
    </li>
  );
}

/** 'My Treasure Hunts': the hunts the user published, with collapsible waypoints. */
export function MyHuntsCard() {
  const hunts = useMyHunts();
  const remove = useDeleteHunt();
  return (
    <SectionCard title={m.myspace_hunts_title()} busy={hunts.isPending}>
      <QueryList
        query={hunts}
        errorText={m.myspace_hunts_error()}
        emptyText={m.myspace_hunts_empty()}
      >
        {(hunt) => <MyHunt key={hunt.id} hunt={hunt} remove={remove} />}
      </QueryList>
    </SectionCard>
  );
}
