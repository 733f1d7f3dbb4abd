import type { MessageRequest } from '@/web/features/message-form/model/message-payload';
import { appOutbox, requestBackgroundSync } from '@/web/features/outbox/model/app-outbox';
import { createGlobalPhoto } from '@/web/features/photos/api/create-global-photo';
import { createPhoto } from '@/web/features/photos/api/create-photo';
import type { QueuedCreate, SendOutcome } from '@/web/features/outbox/model/outbox';
import { freshFileOf } from '@/web/features/outbox/model/photo-bytes';
import { m } from '@/web/i18n/i18n';
import { ApiError } from '@/web/lib/api-client';
import { SOFT_UPLOAD_WARNINGS } from '@/shared/rules/upload-warnings';

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

/**
 * The request again, with its photo as a new File (Safari 26 uploads a stored one empty), and
 * with every soft warning confirmed when the person chose to publish past them (`confirmed`).
 */
async function revived(request: MessageRequest, confirmed: boolean): Promise<MessageRequest> {
  const confirmedWarnings = confirmed ? SOFT_UPLOAD_WARNINGS.join(',') : undefined;
  if (request.destination === 'global') {
    const { fields, image } = request.input;
    return {
      destination: 'global',
      input: {
        fields: { ...fields, confirmedWarnings },
        image: await freshFileOf(image, 'photo.jpg'),
      },
    };
  }
  if (request.input.kind === 'json') {
    const { body } = request.input;
    return { destination: 'place', input: { kind: 'json', body: { ...body, confirmedWarnings } } };
  }
  const { fields, image } = request.input;
  return {
    destination: 'place',
    input: {
      kind: 'form',
      fields: { ...fields, confirmedWarnings },
      image: await freshFileOf(image, 'photo.jpg'),
    },
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
  const request = await revived(item.request as MessageRequest, item.confirmed === true);
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
    // What the form shows before publishing (decision 025), told here instead: the person
    // reads the warnings and publishes past them, or deletes the message.
    if (error instanceof ApiError && error.code === 'UNCONFIRMED_WARNINGS') {
      return { kind: 'refused', note: error.serverError ?? error.message, confirmable: true };
    }
    throw error;
  }
  return { kind: 'sent', note: m.outbox_message_created() };
}
