import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { QueryList } from '@/web/components/query-list';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { useDeleteHuntDraft } from '@/web/features/hunts/api/delete-hunt-draft';
import { useHuntDrafts } from '@/web/features/hunts/api/get-hunt-drafts';
import { formatDate } from '@/web/lib/format-date';
import { toastOutcome } from '@/web/lib/toast-outcome';

/** 'Pending Treasure Hunts': the user's drafts, to continue or delete. */
export function PendingHuntsCard() {
  const drafts = useHuntDrafts();
  const remove = useDeleteHuntDraft();
  return (
    <SectionCard title="Pending Treasure Hunts" busy={drafts.isPending}>
      <QueryList
        query={drafts}
        errorText="Could not load your drafts."
        emptyText="No drafts. Save a hunt as a draft to finish it later."
      >
        {(draft) => (
          <li
            key={draft.id}
            className="flex items-center justify-between gap-2 rounded-lg bg-canvas px-3 py-2"
          >
            <div className="min-w-0">
              <p className="truncate font-semibold">{draft.title}</p>
              <p className="text-xs text-muted">
                {draft.totalSteps} {draft.totalSteps === 1 ? 'step' : 'steps'} · updated{' '}
                {formatDate(draft.updatedAt)}
              </p>
            </div>
            <div className="flex shrink-0 gap-1">
              <Button variant="secondary" asChild>
                <Link href={`/treasure-hunt?huntId=${draft.id}`}>
                  <Pencil aria-hidden="true" />
                  Continue
                </Link>
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete draft ${draft.title}`}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    draft.id,
                    toastOutcome({
                      success: {
                        title: 'Draft Deleted',
                        description: `'${draft.title}' was removed.`,
                      },
                      failure: {
                        title: 'Delete Failed',
                        fallback: 'Could not delete the draft.',
                      },
                    }),
                  )
                }
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        )}
      </QueryList>
    </SectionCard>
  );
}
