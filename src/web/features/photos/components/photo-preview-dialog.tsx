import { CalendarDays, MapPin } from 'lucide-react';
import type { Photo } from '@/shared/contract/photos';
import { formatCoordinates } from '@/shared/rules/geo';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { PhotoImage } from '@/web/features/photos/components/photo-image';
import { formatDate } from '@/web/lib/format-date';

export type PhotoPreviewDialogProps = {
  /** The photo to show; the dialog is closed while null. */
  photo: Photo | null;
  onClose: () => void;
};

/** A tapped photo at full size, with where and when it was hidden. */
export function PhotoPreviewDialog({ photo, onClose }: PhotoPreviewDialogProps) {
  return (
    <Dialog
      open={photo !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {photo && (
        <DialogContent title="Hidden Message Photo">
          <PhotoImage
            src={photo.imageUrl}
            alt={photo.publicDescription ?? 'Photo of the hiding spot'}
            fallbackText="Photo not available"
            className="aspect-[4/3] w-full rounded-xl object-contain"
          />
          <dl className="flex flex-col gap-2 text-sm">
            <div className="flex items-start gap-2">
              <dt className="sr-only">Location</dt>
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <dd>
                {photo.locationLabel ?? (photo.isGlobal ? 'Anywhere' : 'Unknown place')}
                {photo.latitude !== null && photo.longitude !== null && (
                  <span className="block text-muted tabular-nums">
                    {formatCoordinates(photo.latitude, photo.longitude)}
                  </span>
                )}
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="sr-only">Created</dt>
              <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-primary" />
              <dd>{formatDate(photo.createdAt)}</dd>
            </div>
          </dl>
        </DialogContent>
      )}
    </Dialog>
  );
}
