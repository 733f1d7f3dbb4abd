import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { CreatePhotoResponse } from '@/shared/contract/photos';
import { toast } from '@/web/components/ui/use-toast';
import { createdToast, createFailureToast } from '@/web/features/message-form/model/create-failure';
import {
  findMessageProblem,
  type MessageCheckContext,
} from '@/web/features/message-form/model/message-checks';
import type { MessageDraft } from '@/web/features/message-form/model/message-draft';
import type { MessageFormVariant } from '@/web/features/message-form/model/message-form-variants';
import { messageRequest } from '@/web/features/message-form/model/message-payload';
import {
  uploadStageOf,
  walletRefusal,
  type UploadStage,
} from '@/web/features/message-form/model/wallet-refusal';
import { useCreateGlobalPhoto } from '@/web/features/photos/api/create-global-photo';
import { useCreatePhoto } from '@/web/features/photos/api/create-photo';
import { pricingCheckQueryOptions } from '@/web/features/wallet/api/check-scan-pricing';
import { useCurrentUser } from '@/web/features/auth/api/get-current-user';
import { keepCreate, KEPT_TOAST } from '@/web/features/outbox/model/queued-create';
import { OFFLINE_MESSAGE } from '@/web/lib/api-client';

export type UseCreateMessageOptions = {
  form: MessageFormVariant;
  context: MessageCheckContext;
  /** After the success toast, with the new message's id: reset, close or leave, as the screen does. */
  onCreated: (photoId: number) => void;
  /** Submitted without signal and kept in the outbox (issue 21): the form may reset. */
  onKept?: () => void;
};

/**
 * Submitting a draft: the form's checks (the first failure as a toast, nothing sent), the
 * wallet's (a price the wallet cannot pay is refused before the photo goes out), then the
 * create call its destination takes, with its upload's progress, then the outcome's toast.
 */
export function useCreateMessage({ form, context, onCreated, onKept }: UseCreateMessageOptions) {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id;
  const [upload, setUpload] = useState<UploadStage | null>(null);
  const [checking, setChecking] = useState(false);
  // A second press while the price is being checked must not send the message twice.
  const busy = useRef(false);
  const draftTitle = useRef('');
  const onUploadProgress = (sent: number) => setUpload(uploadStageOf(sent));
  const createPhoto = useCreatePhoto({ onUploadProgress });
  const createGlobalPhoto = useCreateGlobalPhoto({ onUploadProgress });
  const isPending = checking || createPhoto.isPending || createGlobalPhoto.isPending;

  /**
   * The price card's own check for this draft (from its cache when it has priced it, else
   * asked now). A failed check lets the create go: the server checks the wallet anyway.
   */
  const walletRefuses = async (draft: MessageDraft) => {
    const body = {
      requestedScans: draft.maxScans,
      rewardAmount: draft.hasRewards ? draft.rewardAmount : 0,
    };
    try {
      return walletRefusal(
        await queryClient.ensureQueryData(pricingCheckQueryOptions(body)),
        draft.maxScans,
      );
    } catch {
      return null;
    }
  };

  const send = async (request: NonNullable<ReturnType<typeof messageRequest>>) => {
    // Without signal the message is kept as submitted and sent when the connection returns.
    if (!navigator.onLine && userId !== undefined) {
      const title = draftTitle.current;
      if (await keepCreate(userId, request, title)) {
        toast(KEPT_TOAST);
        onKept?.();
      } else toast({ variant: 'destructive', title: 'Not Sent', description: OFFLINE_MESSAGE });
      return;
    }
    setUpload(uploadStageOf(0));
    const callbacks = {
      onSuccess: ({ photo, warning }: CreatePhotoResponse) => {
        toast(createdToast(warning));
        onCreated(photo.id);
      },
      onError: (error: unknown) =>
        toast({ variant: 'destructive', ...createFailureToast(error, form) }),
      onSettled: () => setUpload(null),
    };
    if (request.destination === 'global') createGlobalPhoto.mutate(request.input, callbacks);
    else createPhoto.mutate(request.input, callbacks);
  };

  const submit = async (draft: MessageDraft) => {
    if (isPending || busy.current) return;
    const problem = findMessageProblem(draft, context, form);
    const request = messageRequest(draft, context, form.destination);
    if (problem || !request) {
      if (problem) toast({ variant: 'destructive', ...problem.toast });
      return;
    }
    busy.current = true;
    setChecking(true);
    try {
      const refusal = await walletRefuses(draft);
      if (refusal) toast({ variant: 'destructive', ...refusal });
      else {
        draftTitle.current = draft.publicDescription.trim().slice(0, 60);
        await send(request);
      }
    } finally {
      busy.current = false;
      setChecking(false);
    }
  };

  return { submit, isPending, upload };
}
