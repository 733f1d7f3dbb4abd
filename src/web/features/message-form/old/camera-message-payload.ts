import { locationText } from '@/shared/rules/geo';
import type { CreatePhotoInput } from '@/web/features/photos/api/create-photo';
import type { HiddenMessageDraft } from '@/web/features/message-form/old/use-hidden-message-draft';

type Position = { latitude: number; longitude: number };

/** The camera screen's JSON body (SPEC 3): the photo as base64 without its data: prefix. */
export function cameraMessagePayload(
  photoDataUrl: string,
  draft: HiddenMessageDraft,
  position: Position,
): CreatePhotoInput {
  const isText = draft.messageType === 'text';
  const body = {
    imageData: photoDataUrl.slice(photoDataUrl.indexOf(',') + 1),
    latitude: position.latitude,
    longitude: position.longitude,
    location: locationText(position.latitude, position.longitude),
    messageType: draft.messageType,
    hiddenMessage: isText ? draft.hiddenMessage.trim() : null,
    publicDescription: draft.publicDescription.trim() || null,
    pdfData: isText ? null : (draft.pdf?.data ?? null),
    pdfFileName: isText ? null : (draft.pdf?.fileName ?? null),
    isPrivate: draft.isPrivate,
    // The chosen user's nickname, else their email (SPEC 3).
    targetUsername: draft.isPrivate ? draft.target?.nickname || draft.target?.email : null,
    maxScans: draft.maxScans,
    hasRewards: draft.hasRewards,
    rewardAmount: draft.hasRewards ? draft.rewardAmount : 0,
  };
  return { kind: 'json', body };
}
