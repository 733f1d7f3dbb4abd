import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/web/components/ui/button';
import { toast, type ToastOptions } from '@/web/components/ui/use-toast';
import { useCurrentUser } from '@/web/features/auth/api/get-current-user';
import { createFailureToast } from '@/web/features/message-form/old/create-failure';
import { HiddenMessageFields } from '@/web/features/message-form/old/hidden-message-fields';
import { findHiddenMessageProblem } from '@/web/features/message-form/old/hidden-message-problem';
import { useHiddenMessageDraft } from '@/web/features/message-form/old/use-hidden-message-draft';
import { GlobalImageField } from '@/web/features/message-form/old/global-image-field';
import { globalMessageFormData } from '@/web/features/message-form/old/global-message-form-data';
import { useCreateGlobalPhoto } from '@/web/features/photos/api/create-global-photo';
import { ApiError } from '@/web/lib/api-client';

const LOGIN_REQUIRED: ToastOptions = {
  title: 'Login Required',
  description: 'Please log in to create a message',
};

/** The global create form: a page photo and the secret behind it, found from anywhere. */
export function CreateGlobalMessageForm({ onClose }: { onClose: () => void }) {
  const currentUser = useCurrentUser();
  const [image, setImage] = useState<File | null>(null);
  const { draft, update } = useHiddenMessageDraft();
  const createGlobalPhoto = useCreateGlobalPhoto();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (createGlobalPhoto.isPending) return;
    const problem =
      (currentUser.data ? null : LOGIN_REQUIRED) ??
      (image
        ? null
        : { title: 'Image Required', description: 'Please select or capture an image' }) ??
      findHiddenMessageProblem(draft);
    if (problem || !image) {
      if (problem) toast({ variant: 'destructive', ...problem });
      return;
    }
    createGlobalPhoto.mutate(globalMessageFormData(image, draft), {
      onSuccess: ({ warning }) => {
        // A warning means saved but not yet discoverable; it says why instead of the promise.
        toast({
          title: 'Success!',
          description:
            warning ?? 'Your message has been created and can be discovered by scanning!',
        });
        onClose();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          ...(error instanceof ApiError && error.status === 401
            ? LOGIN_REQUIRED
            : createFailureToast(error, {
                title: 'Error',
                fallback: 'Failed to create global message',
              })),
        }),
    });
  };

  return (
    <section aria-labelledby="create-global-heading" className="flex flex-col gap-5">
      <div>
        <Button variant="ghost" onClick={onClose} className="-ml-2 px-2">
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
      </div>
      <h1 id="create-global-heading" className="text-2xl font-bold tracking-tight">
        Create Global Message
      </h1>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
        <GlobalImageField file={image} onChange={setImage} />
        <HiddenMessageFields draft={draft} update={update} />
        <Button type="submit" disabled={createGlobalPhoto.isPending} className="w-full">
          {createGlobalPhoto.isPending ? 'Creating...' : 'Create Message'}
        </Button>
      </form>
    </section>
  );
}
