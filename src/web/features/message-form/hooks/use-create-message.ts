import { useQueryClient } from '@tanstack/react-query';
import { m } from '@/web/i18n/i18n';
import { useRef, useState } from 'react';
import type { CreatePhotoResponse } from '@/shared/contract/endpoints/photos';
import type { PublishBody } from '@/shared/contract/endpoints/uploads';
import { toast } from '@/web/components/ui/use-toast';
import type { PhotoUpload } from '@/web/features/message-form/hooks/use-photo-upload';
import { createdToast, createFailureToast } from '@/web/features/message-form/model/create-failure';
import {
  findMessageProblem,
  type MessageCheckContext,
} from '@/web/features/message-form/model/message-checks';
import type { MessageDraft } from '@/web/features/message-form/model/message-draft';
import type { MessageFormVariant } from '@/web/features/message-form/model/message-form-variants';
import { messageRequest, publishBody } from '@/web/features/message-form/model/message-payload';
import { photoNotReady } from '@/web/features/message-form/model/photo-readiness';
import { walletRefusal } from '@/web/features/message-form/model/wallet-refusal';
import { usePublishUpload } from '@/web/features/photos/api/publish-upload';
import { pricingCheckQueryOptions } from '@/web/features/wallet/api/check-scan-pricing';
import { useCurrentUser } from '@/web/features/auth/api/get-current-user';
import { keepCreate, KEPT_TOAST } from '@/web/features/outbox/model/queued-create';
import { offlineMessage } from '@/web/lib/api-client';

/** How long a press waits for its photo to be read before saying it is still being read. */
const PHOTO_WAIT_MS = 60_000;
const PHOTO_POLL_MS = 150;

/** The photo once it is no longer on its way (sent, then read), or as it is after a minute. */
async function settled(photo: () => PhotoUpload): Promise<PhotoUpload> {
  const deadline = Date.now() + PHOTO_WAIT_MS;
  let current = photo();
  while (
    (current.state.stage === 'uploading' || current.state.stage === 'reading') &&
    Date.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, PHOTO_POLL_MS));
    current = photo();
  }
  return current;
}

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
 * photo's (uploaded and read, its warnings settled: issue 20), the wallet's (a price the
 * wallet cannot pay is refused before publishing), then the publish of the uploaded photo,
 * then the outcome's toast. The photo itself went up when it was chosen.
 */
export function useCreateMessage({ form, context, onCreated, onKept }: UseCreateMessageOptions) {
  const queryClient = useQueryClient();
  const userId = useCurrentUser().data?.id;
  const [checking, setChecking] = useState(false);
  // A second press while the price is being checked must not send the message twice.
  const busy = useRef(false);
  const publish = usePublishUpload();
  const isPending = checking || publish.isPending;

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

  /**
   * Awaited, not `mutate`'s callbacks: those never run once the form is gone, and a message
   * published after the user left the screen was created without a word and kept on the phone
   * as unsent, to be offered (and created) again.
   */
  const send = async (uploadId: number, body: PublishBody) => {
    let created: CreatePhotoResponse;
    try {
      created = await publish.mutateAsync({ uploadId, body });
    } catch (error) {
      toast({ variant: 'destructive', ...createFailureToast(error, form) });
      return;
    }
    toast(createdToast(created.warning));
    onCreated(created.photo.id);
  };

  /**
   * Without signal the photo cannot be uploaded and read, so the message is kept as submitted
   * (photo and fields, one step) and created when the connection returns (decision 027). The
   * server still refuses a photo with too little text then; the soft warnings of the two-step
   * preview (decision 025) cannot be shown to someone offline.
   */
  const keepOffline = async (draft: MessageDraft) => {
    const request = messageRequest(draft, context, form.destination);
    if (!request || userId === undefined) return false;
    if (await keepCreate(userId, request, draft.publicDescription.trim().slice(0, 60))) {
      toast(KEPT_TOAST);
      onKept?.();
    } else
      toast({
        variant: 'destructive',
        title: m.create_not_sent_title(),
        description: offlineMessage(),
      });
    return true;
  };

  /**
   * `photo` reads the form's photo as it is now: a press while it is still being sent or read
   * waits for it (the button says so), then goes on only if nothing about it needs the
   * creator's eyes first.
   */
  const submit = async (draft: MessageDraft, photo: () => PhotoUpload) => {
    if (isPending || busy.current) return;
    const problem = findMessageProblem(draft, context, form);
    if (problem) {
      toast({ variant: 'destructive', ...problem.toast });
      return;
    }
    busy.current = true;
    setChecking(true);
    try {
      if (!navigator.onLine && (await keepOffline(draft))) return;
      const current = await settled(photo);
      const notReady = photoNotReady(current);
      if (notReady) {
        toast({ variant: 'destructive', ...notReady });
        return;
      }
      const body = publishBody(draft, context, form.destination, current.confirmed);
      if (!body || current.state.stage !== 'read') return;
      const refusal = await walletRefuses(draft);
      if (refusal) toast({ variant: 'destructive', ...refusal });
      else await send(current.state.upload.id, body);
    } finally {
      busy.current = false;
      setChecking(false);
    }
  };

  return { submit, isPending };
}
