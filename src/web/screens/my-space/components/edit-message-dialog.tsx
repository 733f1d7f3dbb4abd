import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { Photo } from '@/shared/contract/endpoints/photos';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, whenClosed } from '@/web/components/ui/dialog';
import { MessageTextField } from '@/web/features/message-form/components/message-text-fields';
import { useEditPhoto } from '@/web/features/photos/api/edit-photo';
import { toastOutcome } from '@/web/lib/toast-outcome';

export type EditMessageDialogProps = {
  /** The message being edited; the dialog is closed while null. */
  photo: Photo | null;
  onClose: () => void;
};

/** 'Edit Message': the secret (for text messages) and the public hint, until first discovery. */
export function EditMessageDialog({ photo, onClose }: EditMessageDialogProps) {
  return (
    <Dialog open={photo !== null} onOpenChange={whenClosed(onClose)}>
      {photo && (
        <DialogContent
          title="Edit Message"
          description="You can change a message until someone discovers it."
        >
          {/* Keyed, so each message opens with its own current text. */}
          <EditMessageForm key={photo.id} photo={photo} onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

type EditValues = { hiddenMessage: string; publicDescription: string };

function EditMessageForm({ photo, onDone }: { photo: Photo; onDone: () => void }) {
  const isText = photo.messageType === 'text';
  const messageErrorId = useId();
  const editPhoto = useEditPhoto();
  const { register, handleSubmit, formState } = useForm<EditValues>({
    defaultValues: {
      hiddenMessage: photo.hiddenMessage ?? '',
      publicDescription: photo.publicDescription ?? '',
    },
  });
  const messageError = formState.errors.hiddenMessage?.message;

  const onSubmit = handleSubmit(({ hiddenMessage, publicDescription }) => {
    editPhoto.mutate(
      {
        id: photo.id,
        hiddenMessage: isText ? hiddenMessage.trim() : null,
        // A blank hint is no hint (SPEC 5).
        publicDescription: publicDescription.trim() || null,
      },
      {
        ...toastOutcome({
          success: { title: 'Message Updated', description: 'Your changes have been saved.' },
          then: onDone,
          failure: { title: 'Update Failed', fallback: 'Could not update the message.' },
        }),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {isText ? (
        <div className="flex flex-col gap-1.5">
          <MessageTextField
            field="hiddenMessage"
            placeholder={undefined}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? messageErrorId : undefined}
            {...register('hiddenMessage', {
              validate: (value) => value.trim() !== '' || 'Please enter a hidden message',
            })}
          />
          {messageError && (
            <p id={messageErrorId} role="alert" className="text-sm text-danger">
              {messageError}
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted">
          The hidden PDF ({photo.pdfFileName ?? 'PDF document'}) stays as it is; only the public
          description can change.
        </p>
      )}
      <MessageTextField field="publicDescription" {...register('publicDescription')} />
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={editPhoto.isPending}>
          {editPhoto.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
