import type { MessageRequest } from '@/web/features/message-form/model/message-payload';
import { appOutbox, requestBackgroundSync } from '@/web/features/outbox/model/app-outbox';
import { createGlobalPhoto } from '@/web/features/photos/api/create-global-photo';
import { createPhoto } from '@/web/features/photos/api/create-photo';
import type { QueuedCreate, SendOutcome } from '@/web/features/outbox/model/outbox';
import { freshFileOf } from '@/web/features/outbox/model/photo-bytes';
import { m } from '@/web/i18n/i18n';

/*
 * The create side of the outbox, kept in this one module (issue 21): a message submitted
 * without signal is kept as the form's request, exactly as submitted, and sent later through
 * the very call the form makes. Creation is changing to two steps (upload and read, then
 * publish by the upload's id); when it lands, this module is what changes.
 */

/**
 * Keeps a message the form submitted without signal, for `userId`; false when the phone cannot
 * keep it (no IndexedDB), and then the form says nothing was sent, as before.
 */
export async function keepCreate(
  userId: number,
  request: MessageRequest,
  title: string,
): Promise<boolean> {
  const item: QueuedCreate = { kind: 'create', request, title };
  try {
    await appOutbox.add(userId, item, new Date());
  } catch {
    return false;
  }
  void requestBackgroundSync();
  return true;
}

/** What the form says when it kept the message instead of sending it. */
export const KEPT_TOAST = {
  title: m.outbox_kept_title(),
  description: m.outbox_kept_desc(),
};

/** The request again, with its photo as a new File (Safari 26 uploads a stored one empty). */
async function revived(request: MessageRequest): Promise<MessageRequest> {
  if (request.destination === 'global') {
    return {
      destination: 'global',
      input: { ...request.input, image: await freshFileOf(request.input.image, 'photo.jpg') },
    };
  }
  if (request.input.kind === 'json') return request;
  return {
    destination: 'place',
    input: { ...request.input, image: await freshFileOf(request.input.image, 'photo.jpg') },
  };
}

/**
 * Sends a kept create. Creating charges the wallet and the create call carries no key yet, so
 * a send is made only when the phone says it is online, and one cut off on the way is not sent
 * again on its own: it may have arrived. The person is asked to look in My Space first.
 */
export async function sendQueuedCreate(item: QueuedCreate): Promise<SendOutcome> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return { kind: 'later', offline: true };
  }
  const request = await revived(item.request as MessageRequest);
  try {
    if (request.destination === 'global') await createGlobalPhoto(request.input);
    else await createPhoto(request.input);
  } catch (error) {
    if (error instanceof TypeError) {
      return {
        kind: 'refused',
        note: m.outbox_connection_dropped(),
      };
    }
    throw error;
  }
  return { kind: 'sent', note: m.outbox_message_created() };
}
