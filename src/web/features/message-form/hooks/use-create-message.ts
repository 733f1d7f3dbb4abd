import { toast } from '@/web/components/ui/use-toast';
import { createdToast, createFailureToast } from '@/web/features/message-form/model/create-failure';
import {
  findMessageProblem,
  type MessageCheckContext,
} from '@/web/features/message-form/model/message-checks';
import type { MessageDraft } from '@/web/features/message-form/model/message-draft';
import type { MessageFormVariant } from '@/web/features/message-form/model/message-form-variants';
import { messageRequest } from '@/web/features/message-form/model/message-payload';
import { useCreateGlobalPhoto } from '@/web/features/photos/api/create-global-photo';
import { useCreatePhoto } from '@/web/features/photos/api/create-photo';

export type UseCreateMessageOptions = {
  form: MessageFormVariant;
  context: MessageCheckContext;
  /** After the success toast: reset, close or leave, as the screen does. */
  onCreated: () => void;
};

/**
 * Submitting a draft: the form's checks (the first failure as a toast, nothing sent), then the
 * create call its destination takes, then the success or failure toast.
 */
export function useCreateMessage({ form, context, onCreated }: UseCreateMessageOptions) {
  const createPhoto = useCreatePhoto();
  const createGlobalPhoto = useCreateGlobalPhoto();
  const isPending = createPhoto.isPending || createGlobalPhoto.isPending;

  const submit = (draft: MessageDraft) => {
    if (isPending) return;
    const problem = findMessageProblem(draft, context, form);
    const request = messageRequest(draft, context, form.destination);
    if (problem || !request) {
      if (problem) toast({ variant: 'destructive', ...problem.toast });
      return;
    }
    const callbacks = {
      onSuccess: ({ warning }: { warning: string | null }) => {
        toast(createdToast(warning));
        onCreated();
      },
      onError: (error: unknown) =>
        toast({ variant: 'destructive', ...createFailureToast(error, form) }),
    };
    if (request.destination === 'global') createGlobalPhoto.mutate(request.input, callbacks);
    else createPhoto.mutate(request.input, callbacks);
  };

  return { submit, isPending };
}
