import { Map } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { PageLoader } from '@/web/components/ui/page-loader';
import { useSharedHunt } from '@/web/features/hunts/api/get-shared-hunt';
import { huntOrderLabel } from '@/web/features/hunts/components/hunt-order-label';
import { countForm, m } from '@/web/i18n/i18n';
import { huntTitle } from '@/web/features/hunts/model/hunt-title';

/**
 * /hunt/:id, the page a hunt's share link opens, for anyone: its outline and an invitation to
 * play. Nothing of any step is shown (or sent): those are for players on their turn.
 */
export function SharedHuntScreen() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : 0;
  const hunt = useSharedHunt(id);
  if (id > 0 && hunt.isPending) return <PageLoader />;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col gap-4 p-4">
      {!hunt.data ? (
        <div className="flex flex-col items-center gap-3 p-6 text-center">
          <h1 className="text-xl font-bold">{m.hunts_not_found_title()}</h1>
          <p className="text-sm text-muted">{m.hunts_not_found_text()}</p>
          <Button asChild>
            <Link href="/">{m.hunts_explore()}</Link>
          </Button>
        </div>
      ) : (
        <article className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4">
          <p className="flex items-center gap-2 text-sm text-primary">
            <Map aria-hidden="true" className="size-4" />
            {m.hunts_title()}
          </p>
          <h1 className="text-2xl font-bold">{huntTitle(hunt.data.title)}</h1>
          <p className="text-sm text-muted">
            {m.hunts_by({ nickname: hunt.data.createdBy?.nickname ?? m.hunts_anonymous() })}
          </p>
          {hunt.data.description && <p>{hunt.data.description}</p>}
          <p className="text-sm">
            {(countForm(hunt.data.totalSteps) === 'one'
              ? m.hunts_shared_summary_one
              : m.hunts_shared_summary_other)({
              count: hunt.data.totalSteps,
              order: huntOrderLabel(hunt.data),
              finishers: hunt.data.finishers,
            })}
          </p>
          <p className="text-sm text-muted">{m.hunts_shared_explain()}</p>
          <Button asChild>
            <Link href="/treasure-hunt-viewer">{m.hunts_start_exploring()}</Link>
          </Button>
        </article>
      )}
    </main>
  );
}
