import { CalendarDays, EyeOff, Heart, MapPin, Navigation, UserRound } from 'lucide-react';
import type { Photo } from '@/shared/contract/photos';
import { formatCoordinates, formatDistance } from '@/shared/rules/geo';
import { LinkifiedText } from '@/web/features/photos/components/linkified-text';
import { PhotoImage } from '@/web/features/photos/components/photo-image';
import { PhotoStatusBadge } from '@/web/features/photos/components/photo-status-badge';
import { RewardBadge } from '@/web/features/photos/components/reward-badge';
import { ScansLeftBadge } from '@/web/features/photos/components/scans-left-badge';
import { SharePhotoButton } from '@/web/features/photos/components/share-photo-button';
import { cn } from '@/web/lib/cn';
import { formatDate } from '@/web/lib/format-date';

export type NearbyPhotoCardProps = {
  photo: Photo;
  /** Addressed to the viewer: badged 'Just For You' and highlighted. */
  isForMe: boolean;
  onOpenPhoto: (photo: Photo) => void;
};

function mapsLink(latitude: number, longitude: number): string {
  return `https://www.google.com/maps?q=${latitude},${longitude}`;
}

/** One hidden message near the user: where it is, who hid it, and what finding it pays. */
export function NearbyPhotoCard({ photo, isForMe, onOpenPhoto }: NearbyPhotoCardProps) {
  const titleId = `nearby-photo-${photo.id}`;
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
          <h3 id={titleId} className="truncate font-semibold">
            {photo.locationLabel ?? 'Hidden message'}
          </h3>
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
              aria-label={`Open ${formatCoordinates(photo.latitude, photo.longitude)} in maps`}
              className="flex w-fit items-center gap-1 text-xs text-muted tabular-nums underline-offset-2 hover:text-fg hover:underline"
            >
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              {formatCoordinates(photo.latitude, photo.longitude)}
            </a>
          )}
        </div>
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

      <div className="flex items-start gap-2 rounded-xl border border-dashed border-primary/40 bg-primary/5 p-3 text-sm">
        <EyeOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <p>
          <span className="font-semibold">Contains Hidden Message</span>
          <span className="block text-muted">Use the scanner to reveal it</span>
        </p>
      </div>

      {photo.publicDescription && (
        <div className="text-sm">
          <p className="text-xs font-medium tracking-wide text-muted uppercase">
            Creator&apos;s Hint
          </p>
          <p className="break-words whitespace-pre-line">
            <LinkifiedText text={photo.publicDescription} />
          </p>
        </div>
      )}

      <div className="flex items-center gap-3 text-xs text-muted">
        <span className="flex min-w-0 items-center gap-1">
          <UserRound aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="truncate">{photo.user?.nickname ?? 'Unknown User'}</span>
        </span>
        <span className="flex shrink-0 items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-3.5" />
          {formatDate(photo.createdAt)}
        </span>
        <SharePhotoButton photoId={photo.id} className="ml-auto -my-2 -mr-1 shrink-0" />
      </div>
    </article>
  );
}
