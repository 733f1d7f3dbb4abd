import type { ToastOptions } from '@/web/components/ui/use-toast';
import type { HiddenMessageDraft } from '@/web/features/message-form/old/use-hidden-message-draft';

/** The content and privacy checks both forms share, in the spec's order (SPEC 5). */
export function findHiddenMessageProblem(draft: HiddenMessageDraft): ToastOptions | null {
  if (draft.messageType === 'text' && !draft.hiddenMessage.trim()) {
    return { title: 'Message Required', description: 'Please enter a hidden message' };
  }
  if (draft.messageType === 'pdf' && !draft.pdf) {
    return { title: 'PDF Required', description: 'Please select a PDF file to hide' };
  }
  if (draft.isPrivate && !draft.target) {
    return {
      title: 'Target User Required',
      description: 'Please select a target user for private messages',
    };
  }
  return null;
}
