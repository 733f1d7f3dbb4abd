import { Plus, ScanLine } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { DrawnInTurns } from '@/web/components/drawn-in-turns';
import { Button } from '@/web/components/ui/button';
import { AppShareWidget } from '@/web/features/platform/components/app-share-widget';
import { useSignedInUser } from '@/web/features/auth/hooks/use-signed-in-user';
import { PageLoader } from '@/web/components/ui/page-loader';
import { FollowLinks } from '@/web/screens/home/components/follow-links';
import { LocationCard } from '@/web/screens/home/components/location-card';
import { NearbyMap } from '@/web/screens/home/components/nearby-map';
import { NearbyPhotosList } from '@/web/screens/home/components/nearby-photos-list';
import { PlatformStatsCards } from '@/web/features/platform/components/platform-stats-cards';
import { WelcomeBanner } from '@/web/screens/home/components/welcome-banner';
import { useGeolocation } from '@/web/lib/use-geolocation';
import { m } from '@/web/i18n/i18n';
import { readKeptDraft } from '@/web/features/message-form/model/kept-drafts';
import type { MessageFormVariant } from '@/web/features/message-form/model/message-form-variants';

// The create form (its fields, photo tools and price checks) is a chunk of its own, loaded the
// first time it opens: most visits to Home only look and scan.
const CreateGeolocationMessage = lazy(async () => ({
  default: (await import('@/web/screens/home/components/create-geolocation-message'))
    .CreateGeolocationMessage,
}));

/**
 * Home toggles between the overview and the create form (SPEC 4). Both stay mounted, the other
 * one hidden, so going Back keeps what was typed and the list does not reload.
 */
export function HomeScreen() {
  const user = useSignedInUser();
  const location = useGeolocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const wantsCreate = searchParams.get('create') === 'true';
  const [creating, setCreating] = useState(wantsCreate);
  // Once opened, the form stays mounted (hidden) so Back keeps what was typed.
  const [formOpened, setFormOpened] = useState(wantsCreate);
  if (creating && !formOpened) setFormOpened(true);
  // Set when the form was asked for focus before its code had arrived.
  const focusWhenLoaded = useRef(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const formArea = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  // The message just created: the list scrolls to its card once the card is there.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const revealing = useRef(false);

  // ?create=true opens the form even when Home is already on screen.
  if (wantsCreate && !creating) setCreating(true);

  // …and is then removed, so a reload or Back does not open it again (SPEC 2).
  useEffect(() => {
    if (wantsCreate) {
      setSearchParams(
        (params) => {
          params.delete('create');
          return params;
        },
        { replace: true },
      );
    }
  }, [wantsCreate, setSearchParams]);

  // A message started here and kept on the phone (a reload, Back, a closed tab) opens the form
  // again, where it is restored (issue 21).
  useEffect(() => {
    let live = true;
    // The form's name, not its variant: the variants load with the form's own chunk.
    void readKeptDraft(user.id, 'home' satisfies MessageFormVariant['keptAs'])
      .catch(() => null)
      .then((kept) => {
        if (live && kept) setCreating(true);
      });
    return () => {
      live = false;
    };
  }, [user.id]);

  // Focus follows the view switch, so keyboard and screen-reader users land where they went.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // Back from a create, the list brings its new card into view instead.
    if (!creating && revealing.current) return;
    window.scrollTo({ top: 0 });
    if (creating) focusWhenLoaded.current = !focusFormTitle(formArea.current);
    else createButton.current?.focus();
  }, [creating]);

  const position =
    location.latitude !== null && location.longitude !== null
      ? { latitude: location.latitude, longitude: location.longitude }
      : null;

  return (
    <>
      <div hidden={creating} className="flex flex-col gap-6">
        {/* The list and the map, below the first view, are drawn a moment after it. */}
        <DrawnInTurns
          parts={[
            <>
              <WelcomeBanner nickname={user.nickname} />
              <FollowLinks />
              <AppShareWidget collapsible />
              <PlatformStatsCards />
              <div className="grid grid-cols-2 gap-3">
                <Button ref={createButton} onClick={() => setCreating(true)} className="h-12">
                  <Plus aria-hidden="true" />
                  {m.home_create_message()}
                </Button>
                <Button variant="secondary" asChild className="h-12">
                  <Link href="/scanner">
                    <ScanLine aria-hidden="true" />
                    {m.home_scanner()}
                  </Link>
                </Button>
              </div>
              <LocationCard location={location} onRetry={location.retry} />
            </>,
            <>
              <NearbyMap location={location} />
              <NearbyPhotosList
                position={position}
                revealId={createdId}
                onRevealed={(found) => {
                  revealing.current = false;
                  setCreatedId(null);
                  if (!found) {
                    window.scrollTo({ top: 0 });
                    createButton.current?.focus();
                  }
                }}
              />
            </>,
          ]}
        />
      </div>
      <div ref={formArea} hidden={!creating}>
        {formOpened && (
          <Suspense fallback={<PageLoader />}>
            <CreateGeolocationMessage
              position={position}
              onClose={() => setCreating(false)}
              onCreated={(photoId) => {
                revealing.current = true;
                setCreatedId(photoId);
                setCreating(false);
              }}
              active={creating}
            />
            <OnMount
              run={() => {
                if (focusWhenLoaded.current) focusFormTitle(formArea.current);
                focusWhenLoaded.current = false;
              }}
            />
          </Suspense>
        )}
      </div>
    </>
  );
}

/** Focuses the create form's title; false while the form's code is still on its way. */
function focusFormTitle(area: HTMLElement | null): boolean {
  const title = area?.querySelector('h1');
  title?.focus();
  return Boolean(title);
}

/** Runs once its Suspense boundary has shown its content (a lazy sibling has loaded). */
function OnMount({ run }: { run: () => void }) {
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    run();
  });
  return null;
}
