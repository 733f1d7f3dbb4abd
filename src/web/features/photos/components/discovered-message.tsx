import { FileText, Gift, Globe, MapPin } from 'lucide-react';
import type { Photo } from '@/shared/contract/photos';
import { formatEuros } from '@/shared/rules/money';
import { Button } from '@/web/components/ui/button';
import { LinkifiedText } from '@/web/features/photos/components/linkified-text';
import { PhotoImage } from '@/web/features/photos/components/photo-image';
import { pdfUrl } from '@/web/features/photos/api/pdf-url';

const label = 'text-xs font-medium tracking-wide text-muted uppercase';

/** One revealed message: its secret (text, or the PDF to open), who hid it, the hint, the reward. */
export function DiscoveredMessage({ photo }: { photo: Photo }) {
  const creator = photo.user?.nickname ?? 'Unknown User';
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
            Hidden by {creator}
          </h3>
          <p className="flex items-center gap-1 truncate text-xs text-muted">
            {photo.isGlobal ? (
              <Globe aria-hidden="true" className="size-3.5 shrink-0" />
            ) : (
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            )}
            {photo.isGlobal ? 'Book or magazine' : (photo.locationLabel ?? 'Nearby')}
          </p>
        </div>
      </div>

      {photo.messageType === 'pdf' ? (
        <div className="flex flex-col gap-2">
          <p className={label}>Hidden document</p>
          <Button asChild>
            <a href={pdfUrl(photo.id)} target="_blank" rel="noopener">
              <FileText aria-hidden="true" />
              Open PDF
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </Button>
          {photo.pdfFileName && (
            <p className="truncate text-xs text-muted" title={photo.pdfFileName}>
              {photo.pdfFileName}
            </p>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-1">
          <p className={label}>Hidden message</p>
          <p className="rounded-lg bg-primary/10 p-3 text-base break-words whitespace-pre-wrap text-fg">
            {photo.hiddenMessage}
          </p>
        </div>
      )}

      {photo.publicDescription && (
        <div className="flex flex-col gap-1">
          <p className={label}>Creator&apos;s hint</p>
          <p className="text-sm break-words whitespace-pre-wrap text-fg/90">
            <LinkifiedText text={photo.publicDescription} />
          </p>
        </div>
      )}

      {photo.hasRewards && photo.rewardPerScan > 0 && (
        <div className="flex items-start gap-2 rounded-lg border border-primary/40 bg-primary/10 p-3">
          <Gift aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <div className="flex flex-col">
            <p className="text-sm font-semibold text-primary">
              You earned {formatEuros(photo.rewardPerScan)}
            </p>
            <p className="text-xs text-muted">
              This message&apos;s reward per scan
              {photo.rewardType === 'underprint' ? ', as in-app credit.' : '.'}
            </p>
          </div>
        </div>
      )}
    </article>
  );
}
