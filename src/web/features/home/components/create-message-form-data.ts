import { locationText } from '@/shared/rules/geo';
import type { CreateMessageDraft } from '@/web/features/home/hooks/use-create-message-draft';

type Position = { latitude: number; longitude: number };

/** The multipart payload of the home form (SPEC 3), field for field. */
export function createMessageFormData(
  draft: CreateMessageDraft & { image: File },
  { latitude, longitude }: Position,
): FormData {
  const form = new FormData();
  form.append('image', draft.image);
  form.append('latitude', String(latitude));
  form.append('longitude', String(longitude));
  form.append('location', locationText(latitude, longitude));
  form.append('messageType', draft.messageType);
  form.append('maxScans', String(draft.maxScans));
  form.append('isPrivate', String(draft.isPrivate));
  form.append('hasRewards', String(draft.hasRewards));
  form.append('rewardAmount', String(draft.hasRewards ? draft.rewardAmount : 0));
  form.append('publicDescription', draft.publicDescription.trim());
  if (draft.messageType === 'text') {
    form.append('hiddenMessage', draft.hiddenMessage);
  } else if (draft.pdf) {
    form.append('pdfData', draft.pdf.data);
    form.append('pdfFileName', draft.pdf.fileName);
  }
  if (draft.isPrivate && draft.target) {
    form.append('targetUsername', draft.target.nickname || draft.target.email || '');
  }
  return form;
}
