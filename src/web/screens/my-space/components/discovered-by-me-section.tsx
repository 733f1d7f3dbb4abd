import { CalendarCheck, Gift, MapPin, ScanLine, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { DiscoveredMessage } from '@/shared/contract/endpoints/photos';
import { formatCoordinates } from '@/shared/rules/geo';
import { formatEuros, m } from '@/web/i18n/i18n';
import { Button } from '@/web/components/ui/button';
import { ErrorState } from '@/web/components/ui/error-state';
import { PageLoader } from '@/web/components/ui/page-loader';
import { useDiscoveredPhotos } from '@/web/features/photos/api/get-discovered-photos';
import { CreatorsHint } from '@/web/features/photos/components/creators-hint';
import { PdfLinkButton } from '@/web/features/photos/components/pdf-link-button';
import { PhotoImage } from '@/web/features/photos/components/photo-image';
import { formatDate } from '@/web/lib/format-date';
import { huntTitle } from '@/web/features/hunts/model/hunt-title';

/** 'Discovered by me': the messages this user found, each with its secret to read again. */
export function DiscoveredByMeSection() {
  const query = useDiscoveredPhotos();
  const found = query.data ?? [];
  return (
    <section aria-labelledby="discovered-by-me-heading" className="flex flex-col gap-3">
      <h2 id="discovered-by-me-heading" className="text-lg font-semibold">
        {m.myspace_discovered_title()}
      </h2>
      {query.isPending ? (
        <PageLoader className="p-6" />
      ) : query.isError ? (
        <ErrorState message={m.myspace_discovered_error()} onRetry={() => void query.refetch()} />
      ) : found.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border p-6 text-center">
          <p className="text-sm text-muted">{m.myspace_discovered_empty()}</p>
          <Button asChild variant="secondary">
            <Link href="/scanner">
              <ScanLine aria-hidden="true" />
              {m.myspace_scanner()}
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {found.map((message) => (
            <li key={message.id}>
              <DiscoveredCard message={message} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function placeOf(message: DiscoveredMessage): string {
  if (message.hunt) {
    return m.myspace_place_hunt_step({
      step: message.hunt.step,
      title: huntTitle(message.hunt.title),
    });
  }
  if (message.isGlobal) return m.myspace_place_global();
  return message.locationLabel ?? message.location ?? m.myspace_place_unknown();
}

function rewardText(message: DiscoveredMessage): string {
  if (message.rewardReceived <= 0) return m.myspace_no_reward();
  const amount = formatEuros(message.rewardReceived);
  return message.rewardType === 'underprint'
    ? m.myspace_reward_credit({ amount })
    : m.myspace_reward({ amount });
}

/** One find: the photo, where it was and who hid it, when it was found, the secret and reward. */
function DiscoveredCard({ message }: { message: DiscoveredMessage }) {
  const titleId = `discovered-by-me-${message.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-3"
    >
      <div className="flex gap-3">
        <a
          href={message.imageUrl}
          target="_blank"
          rel="noopener"
          className="size-20 shrink-0 overflow-hidden rounded-xl"
        >
          <PhotoImage
            src={message.thumbnailUrl}
            alt={m.myspace_photo_alt()}
            className="size-full"
          />
        </a>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={titleId} className="truncate font-semibold">
            {placeOf(message)}
          </h3>
          {message.latitude !== null && message.longitude !== null && (
            <p className="flex items-center gap-1 text-xs text-muted tabular-nums">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              {formatCoordinates(message.latitude, message.longitude)}
            </p>
          )}
          <p className="flex min-w-0 items-center gap-1 text-xs text-muted">
            <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">
              {m.myspace_hidden_by({
                nickname: message.user?.nickname ?? m.myspace_unknown_user(),
              })}
            </span>
          </p>
          <p className="flex items-center gap-1 text-xs text-muted">
            <CalendarCheck aria-hidden="true" className="size-3.5 shrink-0" />
            {m.myspace_found({ date: formatDate(message.discoveredAt) })}
          </p>
        </div>
      </div>
      {message.messageType === 'pdf' ? (
        <div className="flex flex-col gap-2">
          <p className="text-xs font-medium tracking-wide text-muted caps">
            {m.myspace_hidden_document()}
          </p>
          <PdfLinkButton photoId={message.id} action="open" className="w-fit" />
          {message.pdfFileName && (
            <p className="truncate text-xs text-muted" title={message.pdfFileName}>
              {message.pdfFileName}
            </p>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-1">
          <p className="text-xs font-medium tracking-wide text-muted caps">
            {m.myspace_hidden_message()}
          </p>
          <p className="rounded-lg bg-primary/10 p-3 break-words whitespace-pre-wrap text-fg">
            {message.hiddenMessage}
          </p>
        </div>
      )}
      {message.publicDescription && <CreatorsHint text={message.publicDescription} />}
      <p className="flex items-center gap-1.5 text-sm">
        <Gift aria-hidden="true" className="size-4 shrink-0 text-primary" />
        {rewardText(message)}
      </p>
    </article>
  );
}
