import type { CreatePhotoFields } from '@/shared/contract/photos';
import { locationText } from '@/shared/rules/geo';
import type { CreatePhotoInput } from '@/web/features/photos/api/create-photo';
import type { CreateMessageDraft } from '@/web/features/message-form/old/use-create-message-draft';

type Position = { latitude: number; longitude: number };

/** The multipart payload of the home form (SPEC 3), field for field. */
export function createMessageFormData(
  draft: CreateMessageDraft & { image: File },
  { latitude, longitude }: Position,
): CreatePhotoInput {
  const fields: CreatePhotoFields = {
    latitude,
    longitude,
    location: locationText(latitude, longitude),
    messageType: draft.messageType,
    maxScans: draft.maxScans,
    isPrivate: draft.isPrivate,
    hasRewards: draft.hasRewards,
    rewardAmount: draft.hasRewards ? draft.rewardAmount : 0,
    publicDescription: draft.publicDescription.trim(),
  };
  if (draft.messageType === 'text') {
    fields.hiddenMessage = draft.hiddenMessage;
  } else if (draft.pdf) {
    fields.pdfData = draft.pdf.data;
    fields.pdfFileName = draft.pdf.fileName;
  }
  if (draft.isPrivate && draft.target) {
    fields.targetUsername = draft.target.nickname || draft.target.email || '';
  }
  return { kind: 'form', fields, image: draft.image };
}
