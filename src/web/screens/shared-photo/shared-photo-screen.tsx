import { Compass, EyeOff, FileText, Lightbulb, MessageSquareLock, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import type { SharedPhoto } from '@/shared/contract/endpoints/photos';
import { BrandMark } from '@/web/components/brand-mark';
import { Button } from '@/web/components/ui/button';
import { PageLoader } from '@/web/components/ui/page-loader';
import { useSharedPhoto } from '@/web/features/photos/api/get-shared-photo';
import { LinkifiedText } from '@/web/features/photos/components/linkified-text';
import { PhotoImage } from '@/web/features/photos/components/photo-image';
import { RewardBadge } from '@/web/features/photos/components/reward-badge';
import { m } from '@/web/i18n/i18n';

/** In English, the same words the server writes into the page's <title> for crawlers. */
function pageTitle(messageType: SharedPhoto['messageType']): string {
  return messageType === 'pdf' ? m.photos_page_title_document() : m.photos_page_title_text();
}

/** The public page a share link opens; visitors need no account to see it (SPEC 2). */
export function SharedPhotoScreen() {
  const [, navigate] = useLocation();
  const { photoId = '' } = useParams<{ photoId: string }>();
  const shared = useSharedPhoto(photoId);
  const explore = () => navigate('/');

  return (
    <>
      <header className="sticky top-0 z-40 flex min-h-14 items-center justify-between gap-2 border-b border-border bg-canvas/90 px-4 pt-[env(safe-area-inset-top)] backdrop-blur">
        <BrandMark />
        <Button variant="secondary" onClick={explore}>
          <Compass aria-hidden="true" />
          {m.photos_explore()}
        </Button>
      </header>
      <main className="flex flex-1 flex-col px-4 py-6">
        {shared.isPending ? (
          <PageLoader />
        ) : shared.isError ? (
          <MessageNotFound onExplore={explore} />
        ) : (
          <SharedMessage photo={shared.data} onExplore={explore} />
        )}
      </main>
    </>
  );
}

function SharedMessage({ photo, onExplore }: { photo: SharedPhoto; onExplore: () => void }) {
  const isDocument = photo.messageType === 'pdf';
  const TypeIcon = isDocument ? FileText : MessageSquareLock;

  // The server already wrote this title for crawlers; the app keeps it once it takes over.
  useEffect(() => {
    const previous = document.title;
    document.title = pageTitle(photo.messageType);
    return () => {
      document.title = previous;
    };
  }, [photo.messageType]);

  return (
    <article aria-labelledby="shared-message-heading" className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <p className="flex items-center gap-2 text-sm font-semibold text-primary">
          <TypeIcon aria-hidden="true" className="size-4" />
          {isDocument ? m.photos_hidden_document() : m.photos_hidden_message()}
        </p>
        <h1 id="shared-message-heading" className="text-2xl font-bold tracking-tight">
          {m.photos_secret_here()}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span>{m.photos_by({ name: photo.user?.nickname ?? m.photos_anonymous() })}</span>
          <RewardBadge hasRewards={photo.hasRewards} rewardPerScan={photo.rewardPerScan} />
        </div>
      </div>

      <PhotoImage
        src={photo.imageUrl}
        alt={photo.publicDescription ?? m.photos_spot_alt()}
        fallbackText={m.photos_not_available()}
        className="aspect-[4/3] w-full rounded-2xl border border-border"
      />

      {photo.publicDescription && (
        <section
          aria-labelledby="creators-hint-heading"
          className="flex flex-col gap-1 rounded-2xl border border-border bg-surface p-4"
        >
          <h2
            id="creators-hint-heading"
            className="flex items-center gap-2 text-sm font-semibold text-primary"
          >
            <Lightbulb aria-hidden="true" className="size-4" />
            {m.photos_creators_hint()}
          </h2>
          <p className="break-words whitespace-pre-line">
            <LinkifiedText text={photo.publicDescription} />
          </p>
        </section>
      )}

      <div className="flex items-start gap-3 rounded-2xl border border-dashed border-primary/40 bg-primary/5 p-4 text-sm">
        <EyeOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <p>
          {photo.isGlobal
            ? m.photos_reveal_global()
            : photo.locationLabel
              ? m.photos_reveal_spot_near({ place: photo.locationLabel })
              : m.photos_reveal_spot()}
        </p>
      </div>

      <Button onClick={onExplore} className="h-12 w-full">
        <Compass aria-hidden="true" />
        {m.photos_start_exploring()}
      </Button>
    </article>
  );
}

function MessageNotFound({ onExplore }: { onExplore: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-4 py-10 text-center">
      <SearchX aria-hidden="true" className="size-12 text-muted" />
      <h1 className="text-2xl font-bold">{m.photos_not_found_title()}</h1>
      <p className="text-sm text-muted">{m.photos_not_found_body()}</p>
      <Button onClick={onExplore}>
        <Compass aria-hidden="true" />
        {m.photos_explore()}
      </Button>
    </div>
  );
}
