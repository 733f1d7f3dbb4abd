import type { CreateGlobalPhotoFields } from '@/shared/contract/photos';
import type { CreateGlobalPhotoInput } from '@/web/features/photos/api/create-global-photo';
import type { HiddenMessageDraft } from '@/web/features/message-form/old/use-hidden-message-draft';

/**
 * The books-and-magazines multipart body (SPEC 3, global payload). Fields that do not apply are
 * left out rather than sent as the text 'null'; the recipient goes by id.
 */
export function globalMessageFormData(
  image: File,
  draft: HiddenMessageDraft,
): CreateGlobalPhotoInput {
  const isText = draft.messageType === 'text';
  const fields: CreateGlobalPhotoFields = {
    messageType: draft.messageType,
    maxScans: draft.maxScans,
    isPrivate: draft.isPrivate,
    hasRewards: draft.hasRewards,
    rewardAmount: draft.hasRewards ? draft.rewardAmount : 0,
  };
  const description = draft.publicDescription.trim();
  if (description) fields.publicDescription = description;
  if (isText) fields.hiddenMessage = draft.hiddenMessage.trim();
  if (!isText && draft.pdf) {
    fields.pdfData = draft.pdf.data;
    fields.pdfFileName = draft.pdf.fileName;
  }
  if (draft.isPrivate && draft.target) fields.targetUserId = draft.target.id;
  return { fields, image };
}
