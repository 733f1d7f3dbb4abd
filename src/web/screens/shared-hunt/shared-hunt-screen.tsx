import { Map } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { PageLoader } from '@/web/components/ui/page-loader';
import { useSharedHunt } from '@/web/features/hunts/api/get-shared-hunt';
import { huntOrderLabel } from '@/web/features/hunts/components/hunt-order-label';

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
          <h1 className="text-xl font-bold">Treasure Hunt Not Found</h1>
          <p className="text-sm text-muted">This treasure hunt may have been removed.</p>
          <Button asChild>
            <Link href="/">Explore</Link>
          </Button>
        </div>
      ) : (
        <article className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4">
          <p className="flex items-center gap-2 text-sm text-primary">
            <Map aria-hidden="true" className="size-4" />
            Treasure Hunt
          </p>
          <h1 className="text-2xl font-bold">{hunt.data.title}</h1>
          <p className="text-sm text-muted">by {hunt.data.createdBy?.nickname ?? 'Anonymous'}</p>
          {hunt.data.description && <p>{hunt.data.description}</p>}
          <p className="text-sm">
            {hunt.data.totalSteps} {hunt.data.totalSteps === 1 ? 'step' : 'steps'} ·{' '}
            {huntOrderLabel(hunt.data)} · {hunt.data.finishers} finished
          </p>
          <p className="text-sm text-muted">
            Each step is a secret hidden at a place: scan its printed text there with Underprint to
            unlock the next.
          </p>
          <Button asChild>
            <Link href="/treasure-hunt-viewer">Start Exploring</Link>
          </Button>
        </article>
      )}
    </main>
  );
}
