import { ErrorState } from '@/web/components/ui/error-state';
import { useFinishedHunts } from '@/web/features/hunts/api/get-finished-hunts';
import { FinishedHuntCard } from '@/web/screens/treasure-hunt-viewer/components/finished-hunt-card';
import { m } from '@/web/i18n/i18n';

/** 'Finished Hunts': where a finished hunt goes, with its leaderboard; absent until there is one. */
export function FinishedHuntsSection() {
  const finished = useFinishedHunts();
  if (finished.isPending || (finished.isSuccess && finished.data.length === 0)) return null;
  return (
    <section aria-labelledby="finished-hunts" className="flex flex-col gap-3">
      <h2 id="finished-hunts" className="text-xl font-bold tracking-tight">
        {m.hunts_finished_title()}
      </h2>
      {finished.isError ? (
        <ErrorState message={m.hunts_finished_error()} onRetry={() => void finished.refetch()} />
      ) : (
        finished.data.map((hunt) => <FinishedHuntCard key={hunt.id} hunt={hunt} />)
      )}
    </section>
  );
}
