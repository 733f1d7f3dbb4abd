import type { ToastOptions } from '@/web/components/ui/use-toast';
import type { CreateMessageDraft } from '@/web/features/message-form/old/use-create-message-draft';

/**
 * The home form's checks, in the spec's order (SPEC 5); the first failure is the one reported.
 * Null when the draft can be sent.
 */
export function findCreateMessageProblem(
  draft: CreateMessageDraft,
  hasLocation: boolean,
): ToastOptions | null {
  if (!hasLocation) {
    return {
      title: 'Location Required',
      description: 'Please enable location access to create messages',
    };
  }
  if (!draft.image) return { title: 'Image Required', description: 'Please select an image' };
  if (draft.messageType === 'text' && !draft.hiddenMessage.trim()) {
    return { title: 'Message Required', description: 'Please enter a hidden message' };
  }
  if (draft.messageType === 'pdf' && !draft.pdf) {
    return { title: 'PDF Required', description: 'Please select a PDF file' };
  }
  if (draft.isPrivate && !draft.target) {
    return {
      title: 'Target User Required',
      description: 'Please select a target user for private messages',
    };
  }
  return null;
}
