import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Photo } from '@/shared/contract/photos';
import { formatCoordinates } from '@/shared/rules/geo';
import { formatEuros } from '@/shared/rules/money';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent } from '@/web/components/ui/dialog';
import { pdfUrl } from '@/web/features/photos/api/pdf-url';
import { placeLabel } from '@/web/features/photos/components/place-label';
import { MySpaceBadgeView } from '@/web/features/photos/components/my-space-badge';
import { LinkifiedText } from '@/web/features/photos/components/linkified-text';
import { PhotoImage } from '@/web/features/photos/components/photo-image';
import { RewardBadge } from '@/web/features/photos/components/reward-badge';
import { ScansLeftBadge } from '@/web/features/photos/components/scans-left-badge';
import { formatDate } from '@/web/lib/format-date';

export type MessageDetailDialogProps = {
  /** The message shown; the dialog is closed while null. */
  photo: Photo | null;
  onClose: () => void;
};

/** Everything about one of the user's own messages, secret included. */
export function MessageDetailDialog({ photo, onClose }: MessageDetailDialogProps) {
  return (
    <Dialog
      open={photo !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {photo && (
        <DialogContent title="Message Details">
          <PhotoImage
            src={photo.imageUrl}
            alt="Photo of the hiding spot"
            fallbackText="Photo not available"
            className="aspect-[4/3] w-full shrink-0 rounded-xl object-contain"
          />
          <div className="flex flex-wrap gap-1.5">
            <MySpaceBadgeView photo={photo} />
            <ScansLeftBadge photo={photo} />
            <RewardBadge hasRewards={photo.hasRewards} rewardPerScan={photo.rewardPerScan} />
          </div>
          <dl className="flex flex-col gap-3 text-sm">
            {photo.messageType === 'pdf' ? (
              <Detail term="Hidden PDF">
                <span className="break-words">{photo.pdfFileName ?? 'PDF document'}</span>
                <Button variant="secondary" asChild className="mt-2 h-10 w-fit px-3">
                  <a href={pdfUrl(photo.id)} target="_blank" rel="noopener">
                    <Download aria-hidden="true" />
                    Download PDF
                  </a>
                </Button>
              </Detail>
            ) : (
              <Detail term="Hidden Message">
                <span className="break-words whitespace-pre-wrap">{photo.hiddenMessage}</span>
              </Detail>
            )}
            <Detail term="Public Description">
              {photo.publicDescription ? (
                <span className="break-words whitespace-pre-wrap">
                  <LinkifiedText text={photo.publicDescription} />
                </span>
              ) : (
                <span className="text-muted">None</span>
              )}
            </Detail>
            <Detail term="Location">
              {placeLabel(photo)}
              {photo.isGlobal && (
                <span className="block text-muted">Discoverable from anywhere</span>
              )}
              {photo.latitude !== null && photo.longitude !== null && (
                <span className="block text-muted tabular-nums">
                  {formatCoordinates(photo.latitude, photo.longitude)}
                </span>
              )}
            </Detail>
            <Detail term="Created">{formatDate(photo.createdAt)}</Detail>
            <Detail term="Discoveries">
              {photo.currentScans} of {photo.maxScans}
            </Detail>
            <Detail term="Privacy">
              {photo.isPrivate ? 'Private: only the chosen user can discover it' : 'Public'}
            </Detail>
            {photo.hasRewards && (
              <Detail term="Reward">
                {formatEuros(photo.rewardAmount)} in total, {formatEuros(photo.rewardPerScan)} per
                discovery
              </Detail>
            )}
          </dl>
        </DialogContent>
      )}
    </Dialog>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium text-muted">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
