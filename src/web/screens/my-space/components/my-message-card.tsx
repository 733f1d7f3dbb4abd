import { Download, Eye, FileText, Pencil, Trash2, Wallet } from 'lucide-react';
import type { Photo } from '@/shared/contract/photos';
import { Button } from '@/web/components/ui/button';
import { pdfUrl } from '@/web/features/photos/api/pdf-url';
import { placeLabel } from '@/web/features/photos/components/place-label';
import { MySpaceBadgeView } from '@/web/features/photos/components/my-space-badge';
import { PhotoImage } from '@/web/features/photos/components/photo-image';
import { RewardBadge } from '@/web/features/photos/components/reward-badge';
import { ScansLeftBadge } from '@/web/features/photos/components/scans-left-badge';
import { formatDate } from '@/web/lib/format-date';

export type MyMessageCardProps = {
  photo: Photo;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onTopUp: () => void;
};

/** One of the user's own messages, with what they can do to it. */
export function MyMessageCard({ photo, onView, onEdit, onDelete, onTopUp }: MyMessageCardProps) {
  const isPdf = photo.messageType === 'pdf';
  const secret = isPdf ? (photo.pdfFileName ?? 'PDF document') : (photo.hiddenMessage ?? '');
  return (
    <article
      aria-label={`Message: ${secret}`}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-3"
    >
      <div className="flex gap-3">
        <button
          type="button"
          onClick={onView}
          aria-label="View photo"
          className="size-20 shrink-0 overflow-hidden rounded-xl"
        >
          <PhotoImage src={photo.thumbnailUrl} alt="" className="size-20" />
        </button>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <p className="flex items-start gap-1.5 text-sm font-semibold">
            {isPdf && (
              <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            )}
            <span className="line-clamp-2 break-words">{secret}</span>
          </p>
          {photo.publicDescription && (
            <p className="line-clamp-1 text-xs text-muted">Hint: {photo.publicDescription}</p>
          )}
          <p className="truncate text-xs text-muted">
            {placeLabel(photo)} · {formatDate(photo.createdAt)}
          </p>
        </div>
      </div>

      <div className="flex flex-wrap gap-1.5">
        <MySpaceBadgeView photo={photo} />
        <ScansLeftBadge photo={photo} />
        <RewardBadge hasRewards={photo.hasRewards} rewardPerScan={photo.rewardPerScan} />
        {photo.isPrivate && (
          <span className="inline-flex items-center rounded-full border border-border px-2 py-0.5 text-xs font-medium text-muted">
            Private
          </span>
        )}
      </div>

      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={onView} className="h-10 px-3">
          <Eye aria-hidden="true" />
          View
        </Button>
        {/* Only an undiscovered message can change: its finders must all read the same secret. */}
        {!photo.isUnlocked && (
          <Button variant="secondary" onClick={onEdit} className="h-10 px-3">
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
        {isPdf && (
          <Button variant="secondary" asChild className="h-10 px-3">
            <a href={pdfUrl(photo.id)} target="_blank" rel="noopener">
              <Download aria-hidden="true" />
              Download PDF
            </a>
          </Button>
        )}
        {photo.needsReactivation && (
          <Button onClick={onTopUp} className="h-10 px-3">
            <Wallet aria-hidden="true" />
            Top up to Reactivate
          </Button>
        )}
        <Button
          variant="ghost"
          onClick={onDelete}
          className="h-10 px-3 text-danger hover:bg-danger/10"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </article>
  );
}
