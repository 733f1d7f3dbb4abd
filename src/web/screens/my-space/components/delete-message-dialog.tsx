import type { Photo } from '@/shared/contract/endpoints/photos';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, whenClosed } from '@/web/components/ui/dialog';
import { useDeletePhoto } from '@/web/features/photos/api/delete-photo';
import { toastOutcome } from '@/web/lib/toast-outcome';
import { m } from '@/web/i18n/i18n';

export type DeleteMessageDialogProps = {
  /** The message to delete; the dialog is closed while null. */
  photo: Photo | null;
  onClose: () => void;
};

/** Asks before deleting: a deleted message cannot be brought back. */
export function DeleteMessageDialog({ photo, onClose }: DeleteMessageDialogProps) {
  const deletePhoto = useDeletePhoto();

  const confirm = () => {
    if (!photo) return;
    deletePhoto.mutate(
      photo.id,
      toastOutcome({
        success: {
          title: m.myspace_message_deleted(),
          description: m.myspace_message_deleted_text(),
        },
        then: onClose,
        failure: { title: m.myspace_delete_failed(), fallback: m.myspace_delete_message_error() },
      }),
    );
  };

  return (
    <Dialog open={photo !== null} onOpenChange={whenClosed(onClose, deletePhoto.isPending)}>
      {photo && (
        <DialogContent
          title={m.myspace_delete_message_title()}
          description={m.myspace_delete_message_description()}
        >
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary" disabled={deletePhoto.isPending}>
                {m.myspace_cancel()}
              </Button>
            </DialogClose>
            <Button onClick={confirm} disabled={deletePhoto.isPending} variant="destructive">
              {deletePhoto.isPending ? m.myspace_deleting() : m.myspace_delete()}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
