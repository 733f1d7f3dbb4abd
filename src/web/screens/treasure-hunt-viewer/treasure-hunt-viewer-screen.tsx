import { ArrowLeft, Map } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { Button } from '@/web/components/ui/button';
import { ErrorState } from '@/web/components/ui/error-state';
import { PageLoader } from '@/web/components/ui/page-loader';
import { PageTitle } from '@/web/components/ui/page-title';
import { useAvailableHunts } from '@/web/features/hunts/api/get-available-hunts';
import { useMyHunts } from '@/web/features/hunts/api/get-my-hunts';
import { OfflineHuntSteps } from '@/web/features/hunts/components/offline-hunt-steps';
import { keepActiveSteps } from '@/web/features/hunts/model/offline-steps';
import { useSignedInUser } from '@/web/features/auth/hooks/use-signed-in-user';
import { FinishedHuntsSection } from '@/web/screens/treasure-hunt-viewer/components/finished-hunts-section';
import { HuntCard } from '@/web/screens/treasure-hunt-viewer/components/hunt-card';
import { m } from '@/web/i18n/i18n';

/**
 * /treasure-hunt-viewer: the hunts the user can play, and the ones they published marked
 * 'Yours', newest first; finished ones are not among them (SPEC 4) but below, under 'Finished
 * Hunts', with their leaderboards.
 */
export function TreasureHuntViewerScreen() {
  const user = useSignedInUser();
  const available = useAvailableHunts();
  const mine = useMyHunts();
  // Each reading with a connection keeps the active steps for when there is none (issue 21).
  useEffect(() => {
    if (available.data) keepActiveSteps(user.id, available.data).catch(() => undefined);
  }, [available.data, user.id]);
  const hunts = {
    isPending: available.isPending || mine.isPending,
    isError: available.isError || mine.isError,
    refetch: () => Promise.all([available.refetch(), mine.refetch()]),
    // The server never offers a creator their own hunt, so the two lists do not overlap.
    data: [...(available.data ?? []), ...(mine.data ?? [])].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
    ),
  };
  return (
    <div className="flex flex-col gap-5">
      <Button variant="ghost" asChild className="self-start">
        <Link href="/treasure-hunt">
          <ArrowLeft aria-hidden="true" />
          {m.hunts_back()}
        </Link>
      </Button>
      <PageTitle>{m.hunts_available_title()}</PageTitle>
      {hunts.isPending ? (
        <>
          <PageLoader />
          {/* Offline the request can only fail: what was kept is worth showing meanwhile. */}
          {!navigator.onLine && <OfflineHuntSteps userId={user.id} />}
        </>
      ) : hunts.isError ? (
        <>
          <ErrorState message={m.hunts_available_error()} onRetry={() => void hunts.refetch()} />
          <OfflineHuntSteps userId={user.id} />
        </>
      ) : hunts.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-border bg-surface p-6 text-center">
          <Map aria-hidden="true" className="size-8 text-muted" />
          <p className="font-semibold">{m.hunts_none_title()}</p>
          <p className="text-sm text-muted">{m.hunts_none_text()}</p>
        </div>
      ) : (
        hunts.data.map((hunt) => <HuntCard key={hunt.id} hunt={hunt} />)
      )}
      <FinishedHuntsSection />
    </div>
  );
}
