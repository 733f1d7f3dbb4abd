import type { Photo } from '@/shared/contract/endpoints/photos';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, whenClosed } from '@/web/components/ui/dialog';
import { useDeletePhoto } from '@/web/features/photos/api/delete-photo';
import { toastOutcome } from '@/web/lib/toast-outcome';

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
        success: { title: 'Message Deleted', description: 'Your hidden message has been removed.' },
        then: onClose,
        failure: { title: 'Delete Failed', fallback: 'Could not delete the message.' },
      }),
    );
  };

  return (
    <Dialog open={photo !== null} onOpenChange={whenClosed(onClose, deletePhoto.isPending)}>
      {photo && (
        <DialogContent
          title="Delete Message?"
          description="The message, its photo and its document are removed for good. Any reward not yet paid out returns to your wallet."
        >
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary" disabled={deletePhoto.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <Button onClick={confirm} disabled={deletePhoto.isPending} variant="destructive">
              {deletePhoto.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
