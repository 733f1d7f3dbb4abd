import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { Photo } from '@/shared/contract/endpoints/photos';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogClose, DialogContent, whenClosed } from '@/web/components/ui/dialog';
import { MessageTextField } from '@/web/features/message-form/components/message-text-fields';
import { useEditPhoto } from '@/web/features/photos/api/edit-photo';
import { toastOutcome } from '@/web/lib/toast-outcome';
import { m } from '@/web/i18n/i18n';

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
        <DialogContent title={m.myspace_edit_title()} description={m.myspace_edit_description()}>
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
          success: {
            title: m.myspace_message_updated(),
            description: m.myspace_message_updated_text(),
          },
          then: onDone,
          failure: { title: m.myspace_update_failed(), fallback: m.myspace_update_error() },
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
              validate: (value) => value.trim() !== '' || m.myspace_enter_hidden_message(),
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
          {m.myspace_pdf_stays({ name: photo.pdfFileName ?? m.myspace_pdf_document() })}
        </p>
      )}
      <MessageTextField field="publicDescription" {...register('publicDescription')} />
      <div className="flex justify-end gap-2">
        <DialogClose asChild>
          <Button variant="secondary">{m.myspace_cancel()}</Button>
        </DialogClose>
        <Button type="submit" disabled={editPhoto.isPending}>
          {editPhoto.isPending ? m.myspace_saving() : m.myspace_save_changes()}
        </Button>
      </div>
    </form>
  );
}
