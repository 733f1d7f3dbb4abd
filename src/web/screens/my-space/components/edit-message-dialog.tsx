import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { Photo } from '@/shared/contract/photos';
import { MAX_DESCRIPTION_LENGTH, MAX_HIDDEN_MESSAGE_LENGTH } from '@/shared/rules/messages';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/web/components/ui/dialog';
import { Label } from '@/web/components/ui/label';
import { toast } from '@/web/components/ui/use-toast';
import { useEditPhoto } from '@/web/features/photos/api/edit-photo';
import { serverMessage } from '@/web/lib/api-client';

export type EditMessageDialogProps = {
  /** The message being edited; the dialog is closed while null. */
  photo: Photo | null;
  onClose: () => void;
};

/** 'Edit Message': the secret (for text messages) and the public hint, until first discovery. */
export function EditMessageDialog({ photo, onClose }: EditMessageDialogProps) {
  return (
    <Dialog
      open={photo !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
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

const textareaClass =
  'w-full rounded-lg border border-border bg-canvas px-3 py-2 text-base text-fg placeholder:text-muted aria-invalid:border-danger';

function EditMessageForm({ photo, onDone }: { photo: Photo; onDone: () => void }) {
  const isText = photo.messageType === 'text';
  const messageId = useId();
  const messageErrorId = useId();
  const descriptionId = useId();
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
        onSuccess: () => {
          toast({ title: 'Message Updated', description: 'Your changes have been saved.' });
          onDone();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Update Failed',
            description: serverMessage(error, 'Could not update the message.'),
          }),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {isText ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={messageId}>Hidden Message</Label>
          <textarea
            id={messageId}
            rows={4}
            maxLength={MAX_HIDDEN_MESSAGE_LENGTH}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? messageErrorId : undefined}
            className={textareaClass}
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
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={descriptionId}>Public Description (optional)</Label>
        <textarea
          id={descriptionId}
          rows={2}
          maxLength={MAX_DESCRIPTION_LENGTH}
          placeholder="A hint everyone can see"
          className={textareaClass}
          {...register('publicDescription')}
        />
      </div>
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
