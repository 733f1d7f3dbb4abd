import { BookOpen, CalendarDays, EyeOff, FileText, Heart, UserRound } from 'lucide-react';
import type { Photo } from '@/shared/contract/photos';
import { LinkifiedText } from '@/web/features/photos/components/linkified-text';
import { PhotoImage } from '@/web/features/photos/components/photo-image';
import { PhotoStatusBadge } from '@/web/features/photos/components/photo-status-badge';
import { RewardBadge } from '@/web/features/photos/components/reward-badge';
import { ScansLeftBadge } from '@/web/features/photos/components/scans-left-badge';
import { SharePhotoButton } from '@/web/features/photos/components/share-photo-button';
import { cn } from '@/web/lib/cn';
import { formatDate } from '@/web/lib/format-date';

export type GlobalMessageCardProps = {
  photo: Photo;
  /** Addressed to the viewer: badged 'Just For You' and highlighted. */
  isForMe: boolean;
  onOpenPhoto: (photo: Photo) => void;
};

/** A message hidden in a book or magazine page: its hint, who hid it, and what it pays. */
export function GlobalMessageCard({ photo, isForMe, onOpenPhoto }: GlobalMessageCardProps) {
  const titleId = `global-photo-${photo.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border bg-surface p-3',
        isForMe ? 'border-primary shadow-[0_0_0_1px_var(--color-primary)]' : 'border-border',
      )}
    >
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => onOpenPhoto(photo)}
          aria-label="View photo"
          className="size-20 shrink-0 overflow-hidden rounded-xl"
        >
          <PhotoImage src={photo.thumbnailUrl} alt="" className="size-full" />
        </button>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 id={titleId} className="flex items-center gap-1.5 font-semibold">
            {photo.messageType === 'pdf' ? (
              <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
            ) : (
              <BookOpen aria-hidden="true" className="size-4 shrink-0 text-primary" />
            )}
            <span className="truncate">
              {photo.messageType === 'pdf' ? 'Hidden Document' : 'Hidden Message'}
            </span>
          </h3>
          <p className="flex min-w-0 items-center gap-1 text-xs text-muted">
            <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">by {photo.user?.nickname ?? 'Unknown User'}</span>
          </p>
          <p className="flex items-center gap-1 text-xs text-muted">
            <CalendarDays aria-hidden="true" className="size-3.5 shrink-0" />
            {formatDate(photo.createdAt)}
          </p>
        </div>
        <SharePhotoButton photoId={photo.id} className="-mt-1 -mr-1 shrink-0" />
      </div>

      <div className="flex flex-wrap gap-1.5">
        {isForMe && (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-fg">
            <Heart aria-hidden="true" className="size-3.5" />
            Just For You
          </span>
        )}
        <PhotoStatusBadge photo={photo} />
        <ScansLeftBadge photo={photo} />
        <RewardBadge hasRewards={photo.hasRewards} rewardPerScan={photo.rewardPerScan} />
      </div>

      {photo.publicDescription ? (
        <div className="text-sm">
          <p className="text-xs font-medium tracking-wide text-muted uppercase">
            Creator&apos;s Hint
          </p>
          <p className="break-words whitespace-pre-line">
            <LinkifiedText text={photo.publicDescription} />
          </p>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted">
          <EyeOff aria-hidden="true" className="size-4 shrink-0 text-primary" />
          No hint: find the page and scan it to reveal the message.
        </p>
      )}
    </article>
  );
}
