import type {
  CreateGlobalPhotoFields,
  CreatePhotoFields,
} from '@/shared/contract/endpoints/photos';
import type { PublishBody } from '@/shared/contract/endpoints/uploads';
import type { SoftUploadWarning } from '@/shared/rules/upload-warnings';
import { locationText } from '@/shared/rules/geo';
import type { CreateGlobalPhotoInput } from '@/web/features/photos/api/create-global-photo';
import type { CreatePhotoInput } from '@/web/features/photos/api/create-photo';
import type {
  MessageCheckContext,
  Position,
} from '@/web/features/message-form/model/message-checks';
import type { MessageDraft, MessageImage } from '@/web/features/message-form/model/message-draft';
import type { MessageFormVariant } from '@/web/features/message-form/model/message-form-variants';
import { base64OfDataUrl } from '@/web/lib/jpeg-base64';

/**
 * What every create payload says of the message itself (SPEC 3), whatever carries the image
 * and wherever it is hidden. What does not apply is null: JSON sends the null, a multipart
 * form leaves the field out (the API client drops null form fields).
 */
export function messageContentFields(draft: MessageDraft) {
  const isText = draft.messageType === 'text';
  return {
    messageType: draft.messageType,
    hiddenMessage: isText ? draft.hiddenMessage.trim() : null,
    publicDescription: draft.publicDescription.trim() || null,
    pdfData: isText ? null : (draft.pdf?.data ?? null),
    pdfFileName: isText ? null : (draft.pdf?.fileName ?? null),
    isPrivate: draft.isPrivate,
    maxScans: draft.maxScans,
    hasRewards: draft.hasRewards,
    // An unchecked reward pays nothing, whatever was typed before.
    rewardAmount: draft.hasRewards ? draft.rewardAmount : 0,
  } satisfies Omit<CreatePhotoFields, keyof ReturnType<typeof placeFields>> &
    CreateGlobalPhotoFields;
}

/** Where a message is hidden: the position and its text, 'Location: lat, lng' (6 decimals). */
export function placeFields({ latitude, longitude }: Position) {
  return {
    latitude,
    longitude,
    location: locationText(latitude, longitude),
  } satisfies Partial<CreatePhotoFields>;
}

/** The recipient of a message hidden at a place: their nickname, else their email (SPEC 3). */
function targetUsername(draft: MessageDraft): string | null {
  if (!draft.isPrivate || !draft.target) return null;
  return draft.target.nickname || draft.target.email || null;
}

/**
 * A message hidden where the user stands. A picked file goes as a multipart form with the
 * file (Home); a camera capture goes as JSON with its base64 (the camera screen).
 */
export function createPhotoInput(
  draft: MessageDraft,
  image: MessageImage,
  position: Position,
): CreatePhotoInput {
  const fields: CreatePhotoFields = {
    ...placeFields(position),
    ...messageContentFields(draft),
    targetUsername: targetUsername(draft),
  };
  return image.kind === 'file'
    ? { kind: 'form', fields, image: image.file }
    : { kind: 'json', body: { ...fields, imageData: base64OfDataUrl(image.dataUrl) } };
}

/** A message in a printed page, found from anywhere: multipart, the recipient by id. */
export function createGlobalPhotoInput(
  draft: MessageDraft,
  image: MessageImage,
): CreateGlobalPhotoInput {
  const fields: CreateGlobalPhotoFields = {
    ...messageContentFields(draft),
    targetUserId: draft.isPrivate ? (draft.target?.id ?? null) : null,
  };
  return { fields, image: imageBlob(image) };
}

/** The image as bytes for a multipart form: a capture's data URL decoded as a JPEG. */
export function imageBlob(image: MessageImage): Blob {
  if (image.kind === 'file') return image.file;
  const bytes = Uint8Array.from(atob(base64OfDataUrl(image.dataUrl)), (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: 'image/jpeg' });
}

export type MessageRequest =
  | { destination: 'place'; input: CreatePhotoInput }
  | { destination: 'global'; input: CreateGlobalPhotoInput };

/**
 * The create call for a draft that passed its form's checks. Null while it still lacks what
 * its destination needs (an image; a position to hide it at), which the checks report.
 */
export function messageRequest(
  draft: MessageDraft,
  context: MessageCheckContext,
  destination: MessageFormVariant['destination'],
): MessageRequest | null {
  const { image } = draft;
  if (!image) return null;
  if (destination === 'global') {
    return { destination, input: createGlobalPhotoInput(draft, image) };
  }
  if (!context.position) return null;
  return { destination, input: createPhotoInput(draft, image, context.position) };
}

/**
 * Publishing an uploaded photo (issue 20): the message, where it is hidden (nothing for a
 * page), its recipient, and the soft warnings the creator confirmed. Null while a message for
 * a place has no position yet, which the checks report.
 */
export function publishBody(
  draft: MessageDraft,
  context: MessageCheckContext,
  destination: MessageFormVariant['destination'],
  confirmedWarnings: readonly SoftUploadWarning[],
): PublishBody | null {
  const content = { ...messageContentFields(draft), confirmedWarnings: [...confirmedWarnings] };
  if (destination === 'global') {
    return { ...content, targetUserId: draft.isPrivate ? (draft.target?.id ?? null) : null };
  }
  if (!context.position) return null;
  return { ...content, ...placeFields(context.position), targetUsername: targetUsername(draft) };
}
