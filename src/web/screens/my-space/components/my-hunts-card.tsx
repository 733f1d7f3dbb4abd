import { ChevronDown, Share2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Hunt } from '@/shared/contract/endpoints/hunts';
import { formatEuros } from '@/web/i18n/i18n';
import { QueryList } from '@/web/components/query-list';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { toast } from '@/web/components/ui/use-toast';
import { useDeleteHunt } from '@/web/features/hunts/api/delete-hunt';
import { useMyHunts } from '@/web/features/hunts/api/get-my-hunts';
import { huntOrderLabel } from '@/web/features/hunts/components/hunt-order-label';
import { ShareLinkDialog } from '@/web/features/photos/components/lazy-dialogs';
import { serverMessage } from '@/web/lib/api-client';
import { countOf } from '@/shared/rules/plural';

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
          title: 'Treasure Hunt Deleted',
          description: 'Unpaid rewards went back to your wallet.',
        }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to delete treasure hunt',
          description: serverMessage(error, 'Please try again.'),
        }),
    });
  return (
    <li className="flex flex-col gap-2 rounded-lg bg-canvas p-3">
      <div className="flex items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{hunt.title}</p>
          <p className="text-xs text-muted">
            {hunt.totalSteps} {hunt.totalSteps === 1 ? 'waypoint' : 'waypoints'} ·{' '}
            {huntOrderLabel(hunt)} · {hunt.finishers} finished
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-expanded={open}
          aria-label={`${open ? 'Hide' : 'Show'} waypoints of ${hunt.title}`}
          onClick={() => setOpen(!open)}
        >
          <ChevronDown aria-hidden="true" className={open ? 'rotate-180' : ''} />
        </Button>
      </div>
      {open && (
        <ol className="flex flex-col gap-1 text-sm">
          {hunt.waypoints.map((step) => (
            <li key={step.stepNumber} className="rounded bg-surface px-2 py-1">
              <span className="font-semibold">Step {step.stepNumber}:</span>{' '}
              {step.photo?.hiddenMessage ?? step.photo?.pdfFileName ?? ''}
              {step.photo && (
                <span className="block text-xs text-muted">
                  {step.photo.currentScans}/{step.photo.maxScans} found
                  {step.photo.hasRewards &&
                    ` · ${formatEuros(step.photo.rewardPerScan)} per finder`}
                  {step.photo.hints.length > 0 && ` · ${countOf(step.photo.hints.length, 'hint')}`}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {confirming ? (
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)} disabled={deleting}>
            Cancel
          </Button>
          <Button onClick={destroy} disabled={remove.isPending} variant="destructive">
            {deleting ? 'Deleting...' : 'Delete Hunt'}
          </Button>
        </div>
      ) : (
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setSharing(true)}>
            <Share2 aria-hidden="true" />
            Share
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      )}
      <ShareLinkDialog
        link={hunt.shareUrl}
        title="Share Treasure Hunt"
        description={
          // A hunt with a private step is offered to that step's target alone (decision 013).
          hunt.waypoints.some((step) => step.photo?.isPrivate)
            ? 'This hunt is meant for one person: only they and you can open the link.'
            : "Invite others to play it. The link shows the hunt's outline, never a step's place or secret."
        }
        text="I made a treasure hunt on Underprint. Find every step and scan it to play!"
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
    <SectionCard title="My Treasure Hunts" busy={hunts.isPending}>
      <QueryList
        query={hunts}
        errorText="Could not load your treasure hunts."
        emptyText="You have not published a treasure hunt yet."
      >
        {(hunt) => <MyHunt key={hunt.id} hunt={hunt} remove={remove} />}
      </QueryList>
    </SectionCard>
  );
}
