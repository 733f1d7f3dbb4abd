import { formatDistance } from '@/web/i18n/labels';
import { CalendarDays, Eye, EyeOff, MapPin, MapPinned, Navigation, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Photo } from '@/shared/contract/endpoints/photos';
import { ErrorState } from '@/web/components/ui/error-state';
import { Spinner } from '@/web/components/ui/spinner';
import { useSignedInUser } from '@/web/features/auth/hooks/use-signed-in-user';
import { useNearbyPhotos, type NearbyPosition } from '@/web/features/photos/api/get-nearby-photos';
import { CreatorsHint } from '@/web/features/photos/components/creators-hint';
import {
  MessageCard,
  type MessageCardItemProps,
} from '@/web/features/photos/components/message-card';
import { MessageDetailsDialog } from '@/web/features/photos/components/lazy-dialogs';
import { PdfLinkButton } from '@/web/features/photos/components/pdf-link-button';
import { SharePhotoButton } from '@/web/features/photos/components/share-photo-button';
import { formatCoordinates } from '@/shared/rules/geo';
import { formatDate } from '@/web/lib/format-date';
import { m } from '@/web/i18n/i18n';

type Reveal = {
  /** A message to bring into view once its card is in the list (one just created). */
  revealId?: number | null;
  /** Called once: true when its card was shown, false when the list came back without it. */
  onRevealed?: (found: boolean) => void;
};

export type NearbyPhotosListProps = Reveal & {
  /** Null until the device's position is known; nothing is asked before that. */
  position: NearbyPosition | null;
};

/** 'Hidden Messages Nearby': what others hid within 5 km, nearest first. */
export function NearbyPhotosList({ position, revealId, onRevealed }: NearbyPhotosListProps) {
  const headingId = 'hidden-messages-nearby';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {m.home_nearby_heading()}
      </h2>
      {position ? (
        <NearbyPhotos position={position} revealId={revealId} onRevealed={onRevealed} />
      ) : (
        <p className="rounded-xl border border-border bg-surface p-4 text-sm text-muted">
          {m.home_nearby_wait()}
        </p>
      )}
    </section>
  );
}

function NearbyPhotos({
  position,
  revealId = null,
  onRevealed,
}: Reveal & { position: NearbyPosition }) {
  const user = useSignedInUser();
  const nearby = useNearbyPhotos(position);
  const [opened, setOpened] = useState<Photo | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // The new card is far below the fold on a phone: scrolled to and focused once the refetched
  // list holds it, so the creator sees what was made without hunting for it.
  const { data, isFetching } = nearby;
  useEffect(() => {
    if (revealId === null || !data) return;
    const item = list.current?.querySelector<HTMLElement>(`[data-photo-id="${revealId}"]`);
    if (item) {
      item.scrollIntoView({ block: 'center' });
      item.focus({ preventScroll: true });
      onRevealed?.(true);
    } else if (!isFetching) {
      onRevealed?.(false);
    }
  }, [revealId, data, isFetching, onRevealed]);

  if (nearby.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 p-6 text-sm text-muted">
        <Spinner className="text-primary" />
        {m.home_looking()}
      </p>
    );
  }
  if (nearby.isError) {
    return <ErrorState message={m.home_nearby_failed()} onRetry={() => void nearby.refetch()} />;
  }
  if (nearby.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-border p-6 text-center">
        <MapPinned aria-hidden="true" className="size-8 text-muted" />
        <p className="font-semibold">{m.home_none_nearby()}</p>
        <p className="text-sm text-muted">{m.home_none_nearby_text()}</p>
      </div>
    );
  }
  return (
    <>
      <ul ref={list} className="flex flex-col gap-3" aria-label={m.home_nearby_list_label()}>
        {nearby.data.map((photo) => (
          <li key={photo.id} data-photo-id={photo.id} tabIndex={-1} className="rounded-2xl">
            <NearbyMessageCard
              photo={photo}
              forMe={photo.targetUserId === user.id}
              onOpenPhoto={() => setOpened(photo)}
            />
          </li>
        ))}
      </ul>
      <MessageDetailsDialog photo={opened} view="preview" onClose={() => setOpened(null)} />
    </>
  );
}

function mapsLink(latitude: number, longitude: number): string {
  return `https://www.google.com/maps?q=${latitude},${longitude}`;
}

/** One hidden message near the user: where it is, who hid it, and what finding it pays. */
function NearbyMessageCard(props: MessageCardItemProps) {
  const { photo } = props;
  return (
    <MessageCard
      {...props}
      viewer="finder"
      title={photo.locationLabel ?? m.home_hidden_message()}
      details={
        <>
          {photo.distanceKm !== undefined && (
            <p className="flex items-center gap-1 text-sm text-primary">
              <Navigation aria-hidden="true" className="size-3.5 shrink-0" />
              <span>{formatDistance(photo.distanceKm)}</span>
            </p>
          )}
          {photo.latitude !== null && photo.longitude !== null && (
            <a
              href={mapsLink(photo.latitude, photo.longitude)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={m.home_open_in_maps({
                coordinates: formatCoordinates(photo.latitude, photo.longitude),
              })}
              className="flex min-h-6 w-fit items-center gap-1 text-xs text-muted tabular-nums underline-offset-2 hover:text-fg hover:underline"
            >
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              {formatCoordinates(photo.latitude, photo.longitude)}
            </a>
          )}
        </>
      }
    >
      {photo.discoveredByMe ? (
        <FoundSecret photo={photo} />
      ) : (
        <div className="flex items-start gap-2 rounded-xl border border-dashed border-primary/40 bg-primary/5 p-3 text-sm">
          <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <p>
            <span className="font-semibold">{m.home_contains_hidden()}</span>
            <span className="block text-muted">{m.home_use_scanner()}</span>
          </p>
        </div>
      )}
      {photo.publicDescription && <CreatorsHint text={photo.publicDescription} />}
      <div className="flex items-center gap-3 text-xs text-muted">
        <span className="flex min-w-0 items-center gap-1">
          <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{photo.user?.nickname ?? m.home_unknown_user()}</span>
        </span>
        <span className="flex shrink-0 items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-3.5" />
          {formatDate(photo.createdAt)}
        </span>
        <SharePhotoButton photoId={photo.id} className="ml-auto -my-2 -mr-1 shrink-0" />
      </div>
    </MessageCard>
  );
}

/**
 * A message this user already found: its secret to read again, in place of the invitation to
 * scan. The server sends the secret only to its finders (and its creator), so this is theirs.
 */
function FoundSecret({ photo }: { photo: Photo }) {
  return (
    <div className="flex items-start gap-2 rounded-xl border border-primary/40 bg-primary/10 p-3 text-sm">
      <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="font-semibold">{m.home_you_discovered()}</p>
        {photo.messageType === 'pdf' ? (
          <>
            {photo.pdfFileName && (
              <p className="truncate text-muted" title={photo.pdfFileName}>
                {photo.pdfFileName}
              </p>
            )}
            <PdfLinkButton photoId={photo.id} action="open" className="mt-1 w-fit" />
          </>
        ) : (
          <p className="break-words whitespace-pre-wrap">{photo.hiddenMessage}</p>
        )}
      </div>
    </div>
  );
}
