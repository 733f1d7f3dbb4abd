import { Pencil, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { QueryList } from '@/web/components/query-list';
import { Button } from '@/web/components/ui/button';
import { SectionCard } from '@/web/components/ui/section-card';
import { useDeleteHuntDraft } from '@/web/features/hunts/api/delete-hunt-draft';
import { useHuntDrafts } from '@/web/features/hunts/api/get-hunt-drafts';
import { formatDate } from '@/web/lib/format-date';
import { toastOutcome } from '@/web/lib/toast-outcome';
import { countForm, m } from '@/web/i18n/i18n';
import { huntTitle } from '@/web/features/hunts/model/hunt-title';
import { UnsavedChangesDialog } from '@/web/features/hunts/components/unsaved-changes-dialog';
import { useCurrentUser } from '@/web/features/auth/api/get-current-user';

/**
 * The hunt whose unsaved changes this device keeps (the editor's, left with Leave): its draft
 * id, null for a hunt never saved; undefined when nothing unsaved is kept.
 */
function useUnsavedHunt(userId: number | undefined): number | null | undefined {
  const [unsaved, setUnsaved] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    // Imported here, not with the card: the editor's model in the chunk My Space shares with
    // the app's first pages weighed 17 KB on Home (page-weight.test.ts).
    void Promise.all([
      import('@/web/features/hunts/model/hunt-editor'),
      import('@/web/features/hunts/model/stored-editor'),
    ]).then(async ([{ isDirty }, { readStoredEditor }]) => {
      const editor = await readStoredEditor(userId);
      if (live) setUnsaved(editor && isDirty(editor) ? editor.draftId : undefined);
    });
    return () => {
      live = false;
    };
  }, [userId]);
  return unsaved;
}

/**
 * 'Pending Treasure Hunts': the user's drafts, to continue or delete. Continuing a draft while
 * the editor's unsaved changes to another hunt are kept asks first: opening it replaces them,
 * as starting a new hunt does.
 */
export function PendingHuntsCard() {
  const drafts = useHuntDrafts();
  const remove = useDeleteHuntDraft();
  const unsaved = useUnsavedHunt(useCurrentUser().data?.id);
  const [opening, setOpening] = useState<number | null>(null);
  const [, navigate] = useLocation();
  return (
    <SectionCard title={m.myspace_drafts_title()} busy={drafts.isPending}>
      <UnsavedChangesDialog
        open={opening !== null}
        action="open"
        onDismiss={() => setOpening(null)}
        onStay={() => {
          setOpening(null);
          navigate('/treasure-hunt');
        }}
        onConfirm={() => {
          setOpening(null);
          navigate(`/treasure-hunt?huntId=${opening}`);
        }}
      />
      <QueryList
        query={drafts}
        errorText={m.myspace_drafts_error()}
        emptyText={m.myspace_drafts_empty()}
      >
        {(draft) => (
          <li
            key={draft.id}
            className="flex items-center justify-between gap-2 rounded-lg bg-canvas px-3 py-2"
          >
            <div className="min-w-0">
              <p className="truncate font-semibold">{huntTitle(draft.title)}</p>
              <p className="text-xs text-muted">
                {(countForm(draft.totalSteps) === 'one'
                  ? m.myspace_draft_summary_one
                  : m.myspace_draft_summary_other)({
                  count: draft.totalSteps,
                  date: formatDate(draft.updatedAt),
                })}
              </p>
            </div>
            <div className="flex shrink-0 gap-1">
              <Button variant="secondary" asChild>
                <Link
                  href={`/treasure-hunt?huntId=${draft.id}`}
                  onClick={(event) => {
                    if (unsaved === undefined || unsaved === draft.id) return;
                    event.preventDefault();
                    setOpening(draft.id);
                  }}
                >
                  <Pencil aria-hidden="true" />
                  {m.myspace_continue()}
                </Link>
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={m.myspace_delete_draft({ title: huntTitle(draft.title) })}
                disabled={remove.isPending}
                onClick={() =>
                  remove.mutate(
                    draft.id,
                    toastOutcome({
                      success: {
                        title: m.myspace_draft_deleted(),
                        description: m.myspace_draft_deleted_text({
                          title: huntTitle(draft.title),
                        }),
                      },
                      failure: {
                        title: m.myspace_delete_failed(),
                        fallback: m.myspace_delete_draft_error(),
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
