import type { CreateGlobalPhotoFields } from '@/shared/contract/photos';
import type { HiddenMessageDraft } from '@/web/features/camera/hooks/use-hidden-message-draft';

/**
 * The books-and-magazines multipart body (SPEC 3, global payload). Fields that do not apply are
 * left out rather than sent as the text 'null'; the recipient goes by id.
 */
export function globalMessageFormData(image: File, draft: HiddenMessageDraft): FormData {
  const isText = draft.messageType === 'text';
  const fields: { [Key in keyof CreateGlobalPhotoFields]?: string } = {
    messageType: draft.messageType,
    maxScans: String(draft.maxScans),
    isPrivate: String(draft.isPrivate),
    hasRewards: String(draft.hasRewards),
    rewardAmount: String(draft.hasRewards ? draft.rewardAmount : 0),
  };
  const description = draft.publicDescription.trim();
  if (description) fields.publicDescription = description;
  if (isText) fields.hiddenMessage = draft.hiddenMessage.trim();
  if (!isText && draft.pdf) {
    fields.pdfData = draft.pdf.data;
    fields.pdfFileName = draft.pdf.fileName;
  }
  if (draft.isPrivate && draft.target) fields.targetUserId = String(draft.target.id);

  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  form.append('image', image);
  return form;
}
