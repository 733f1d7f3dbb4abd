import type { Photo } from '@/shared/contract/photos';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { toast } from '@/web/components/ui/use-toast';
import { useDeletePhoto } from '@/web/features/photos/api/delete-photo';
import { serverMessage } from '@/web/lib/api-client';

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
    deletePhoto.mutate(photo.id, {
      onSuccess: () => {
        toast({ title: 'Message Deleted', description: 'Your hidden message has been removed.' });
        onClose();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Delete Failed',
          description: serverMessage(error, 'Could not delete the message.'),
        }),
    });
  };

  return (
    <Dialog
      open={photo !== null}
      onOpenChange={(open) => {
        if (!open && !deletePhoto.isPending) onClose();
      }}
    >
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
            <Button
              onClick={confirm}
              disabled={deletePhoto.isPending}
              className="bg-danger text-fg hover:bg-danger/90"
            >
              {deletePhoto.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
