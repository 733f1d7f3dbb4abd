import type { Photo } from '@/shared/contract/endpoints/photos';
import { Dialog, DialogContent, whenClosed } from '@/web/components/ui/dialog';
import { MessageDetails } from '@/web/features/photos/components/message-details';
import { m } from '@/web/i18n/i18n';

const titles = { preview: m.photos_dialog_preview, owner: m.photos_dialog_owner } as const;

export type MessageDetailsDialogProps = {
  /** The message shown; the dialog is closed while null. */
  photo: Photo | null;
  /** A listed message's photo for anyone, or everything about it for its creator. */
  view: keyof typeof titles;
  onClose: () => void;
};

/** A message's details in a dialog, opened from a list's card. */
export function MessageDetailsDialog({ photo, view, onClose }: MessageDetailsDialogProps) {
  return (
    <Dialog open={photo !== null} onOpenChange={whenClosed(onClose)}>
      {photo && (
        <DialogContent title={titles[view]()}>
          <MessageDetails photo={photo} view={view} />
        </DialogContent>
      )}
    </Dialog>
  );
}
