import { ReportMessage } from '@/web/features/photos/components/report-message';
import { CalendarDays, Gift, Globe, MapPin, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Photo } from '@/shared/contract/endpoints/photos';
import { formatCoordinates } from '@/shared/rules/geo';
import { formatEuros, m } from '@/web/i18n/i18n';
import { CreatorsHint } from '@/web/features/photos/components/creators-hint';
import { LinkifiedText } from '@/web/features/photos/components/linkified-text';
import { MessageBadges } from '@/web/features/photos/components/message-badges';
import { PdfLinkButton } from '@/web/features/photos/components/pdf-link-button';
import { PhotoImage } from '@/web/features/photos/components/photo-image';
import { placeLabel } from '@/web/features/photos/components/place-label';
import { cn } from '@/web/lib/cn';
import { formatDate } from '@/web/lib/format-date';

/**
 * How much of a message the viewer sees. 'preview': a listed message's photo, where and when
 * (others may not see the secret). 'owner': everything, for its creator. 'found': the secret a
 * scan just revealed, with who hid it, the hint and what the finder earned.
 */
export type MessageDetailsView = 'preview' | 'owner' | 'found';

/** One message's details, as much as this view shows. */
export function MessageDetails({ photo, view }: { photo: Photo; view: MessageDetailsView }) {
  if (view === 'found') return <FoundMessage photo={photo} />;
  const owner = view === 'owner';
  const spotAlt = m.photos_spot_alt();
  return (
    <>
      <PhotoImage
        src={photo.imageUrl}
        alt={owner ? spotAlt : (photo.publicDescription ?? spotAlt)}
        fallbackText={m.photos_not_available()}
        className="aspect-[4/3] w-full shrink-0 rounded-xl object-contain"
      />
      {owner && <MessageBadges photo={photo} viewer="owner" />}
      <dl className={cn('flex flex-col text-sm', owner ? 'gap-3' : 'gap-2')}>
        {owner && <SecretDetails photo={photo} />}
        <Detail term={m.photos_location()} icon={owner ? undefined : MapPin}>
          {owner
            ? placeLabel(photo)
            : (photo.locationLabel ??
              (photo.isGlobal ? m.photos_anywhere() : m.photos_unknown_place()))}
          {owner && photo.isGlobal && (
            <span className="block text-muted">{m.photos_discoverable_anywhere()}</span>
          )}
          {photo.latitude !== null && photo.longitude !== null && (
            <span className="block text-muted tabular-nums">
              {formatCoordinates(photo.latitude, photo.longitude)}
            </span>
          )}
        </Detail>
        <Detail term={m.photos_created()} icon={owner ? undefined : CalendarDays}>
          {formatDate(photo.createdAt)}
        </Detail>
        {owner && <OwnerDetails photo={photo} />}
      </dl>
      {!owner && !photo.isOwner && <ReportMessage photo={photo} />}
    </>
  );
}

/** The creator's secret and hint, as they stored them. */
function SecretDetails({ photo }: { photo: Photo }) {
  return (
    <>
      {photo.messageType === 'pdf' ? (
        <Detail term={m.photos_hidden_pdf()}>
          <span className="break-words">{photo.pdfFileName ?? m.photos_pdf_document()}</span>
          <PdfLinkButton photoId={photo.id} action="download" className="mt-2 w-fit" />
        </Detail>
      ) : (
        <Detail term={m.photos_hidden_message()}>
          <span className="break-words whitespace-pre-wrap">{photo.hiddenMessage}</span>
        </Detail>
      )}
      <Detail term={m.photos_public_description()}>
        {photo.publicDescription ? (
          <span className="break-words whitespace-pre-wrap">
            <LinkifiedText text={photo.publicDescription} />
          </span>
        ) : (
          <span className="text-muted">{m.photos_none()}</span>
        )}
      </Detail>
    </>
  );
}

/** How far the message has come: discoveries, privacy, and its reward. */
function OwnerDetails({ photo }: { photo: Photo }) {
  return (
    <>
      <Detail term={m.photos_discoveries()}>
        {m.photos_discoveries_value({ current: photo.currentScans, max: photo.maxScans })}
      </Detail>
      <Detail term={m.photos_privacy()}>
        {photo.isPrivate ? m.photos_private() : m.photos_public()}
      </Detail>
      {photo.hasRewards && (
        <Detail term={m.photos_reward()}>
          {m.photos_reward_value({
            total: formatEuros(photo.rewardAmount),
            each: formatEuros(photo.rewardPerScan),
          })}
        </Detail>
      )}
    </>
  );
}

/** A term and its value; with an icon the term is for screen readers only. */
function Detail({
  term,
  icon: Icon,
  children,
}: {
  term: string;
  icon?: LucideIcon;
  children: ReactNode;
}) {
  if (Icon) {
    return (
      <div className="flex items-start gap-2">
        <dt className="sr-only">{term}</dt>
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <dd>{children}</dd>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const label = 'text-xs font-medium tracking-wide text-muted caps';

/** A revealed message: its secret (text, or the PDF to open), who hid it, the hint, the reward. */
function FoundMessage({ photo }: { photo: Photo }) {
  const creator = photo.user?.nickname ?? m.photos_unknown_user();
  const PlaceIcon = photo.isGlobal ? Globe : MapPin;
  // What this scan paid, as the server moved it: a hint's cost or a repeat scan (nothing paid)
  // must not read as the message's full share.
  const earned = photo.rewardEarned ?? 0;
  return (
    <article
      aria-labelledby={`discovered-${photo.id}`}
      className="flex flex-col gap-3 rounded-xl border border-border bg-canvas/60 p-4"
    >
      <div className="flex items-center gap-3">
        <PhotoImage
          src={photo.thumbnailUrl}
          alt=""
          className="size-12 shrink-0 rounded-lg border border-border"
        />
        <div className="flex min-w-0 flex-col">
          <h3 id={`discovered-${photo.id}`} className="truncate text-sm font-semibold">
            {m.photos_hidden_by({ name: creator })}
          </h3>
          <p className="flex items-center gap-1 truncate text-xs text-muted">
            <PlaceIcon aria-hidden="true" className="size-3.5 shrink-0" />
            {photo.isGlobal
              ? m.photos_book_or_magazine()
              : (photo.locationLabel ?? m.photos_nearby())}
          </p>
        </div>
      </div>

      {photo.messageType === 'pdf' ? (
        <div className="flex flex-col gap-2">
          <p className={label}>{m.photos_hidden_document_label()}</p>
          <PdfLinkButton photoId={photo.id} action="open" />
          {photo.pdfFileName && (
            <p className="truncate text-xs text-muted" title={photo.pdfFileName}>
              {photo.pdfFileName}
            </p>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-1">
          <p className={label}>{m.photos_hidden_message_label()}</p>
          <p className="rounded-lg bg-primary/10 p-3 text-base break-words whitespace-pre-wrap text-fg">
            {photo.hiddenMessage}
          </p>
        </div>
      )}

      {photo.publicDescription && (
        <CreatorsHint
          text={photo.publicDescription}
          className="gap-1"
          textClassName="whitespace-pre-wrap text-fg/90"
        />
      )}

      {earned > 0 && (
        <div className="flex items-start gap-2 rounded-lg border border-primary/40 bg-primary/10 p-3">
          <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <div className="flex flex-col">
            <p className="text-sm font-semibold text-primary">
              {m.photos_you_earned({ amount: formatEuros(earned) })}
            </p>
            <p className="text-xs text-muted">{earnedNote(photo, earned)}</p>
          </div>
        </div>
      )}
    </article>
  );
}

/** Why the finder earned what they did: the full share, or less the hints they revealed. */
function earnedNote(photo: Photo, earned: number): string {
  const credit = photo.rewardType === 'underprint';
  if (earned < photo.rewardPerScan) {
    const amount = formatEuros(photo.rewardPerScan);
    return credit
      ? m.photos_earned_note_partial_credit({ amount })
      : m.photos_earned_note_partial({ amount });
  }
  return credit ? m.photos_earned_note_full_credit() : m.photos_earned_note_full();
}
